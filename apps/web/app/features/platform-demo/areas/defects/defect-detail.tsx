/**
 * A defect opened from its ID (overview.md, "The Defects screens"): its fields, Move to, its Comments,
 * the run's Evidence with the link to the failed step, and its History of status changes.
 */
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { Verdict } from "../../access";
import type { DemoData } from "../../model";
import { formatWhen } from "../../runs/format";
import { timeSettingsOf } from "../settings/project-settings";
import { SeverityBadge } from "./badges";
import { DefectComments } from "./defect-comments";
import { DefectEvidence } from "./defect-evidence";
import { userName } from "./defects-board";
import { boardHref } from "./evidence";
import type { Defect, DefectStatus } from "./model";
import { MoveControl } from "./move-control";

export function DefectDetail({
  data,
  defect,
  status,
  reasonId,
  onMove,
  comment,
  onComment,
}: {
  data: DemoData;
  defect: Defect;
  status: Verdict;
  reasonId: string;
  onMove: (defect: Defect, to: DefectStatus) => void;
  comment: Verdict;
  onComment: (text: string) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const logged = defect.history[0];
  const zone = timeSettingsOf(data, defect.projectId);
  const fields: ReadonlyArray<readonly [string, React.ReactNode]> = [
    [
      "Status",
      <span key="status" data-testid="defect-status">
        {defect.status}
      </span>,
    ],
    ["Severity", <SeverityBadge key="severity" severity={defect.severity} />],
    ["Priority", defect.priority],
    ["Assignee", userName(data, defect.assigneeId)],
    ["Project", data.projects.find((project) => project.id === defect.projectId)?.name ?? defect.projectId],
    ["Module", defect.module ?? "None"],
    ["Source", defect.source],
    ["Logged by", `${userName(data, logged?.byId)}, ${logged ? formatWhen(logged.at, zone) : ""}`],
  ];
  return (
    <section aria-labelledby="defect-heading" className="space-y-5">
      <p>
        <Link to={boardHref} className="text-sm font-medium text-link underline underline-offset-4">
          Back to the defects board
        </Link>
      </p>
      <h2 id="defect-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none">
        {defect.id} {defect.summary}
      </h2>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <div className="space-y-4">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {fields.map(([term, value]) => (
              <div key={term}>
                <dt className="text-slate-700">{term}</dt>
                <dd className="font-medium text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <MoveControl defect={defect} verdict={status} reasonId={reasonId} onMove={onMove} />
          <div>
            <h3 className="text-base font-semibold text-slate-900">Description</h3>
            <p className="mt-1 text-sm whitespace-pre-wrap [overflow-wrap:anywhere] text-slate-900">
              {defect.description || "No description."}
            </p>
          </div>
          <DefectComments data={data} defect={defect} verdict={comment} onComment={onComment} />
        </div>
        <div className="space-y-5">
          <section aria-labelledby="evidence-heading">
            <h3 id="evidence-heading" className="text-base font-semibold text-slate-900">
              Evidence
            </h3>
            <div className="mt-2">
              <DefectEvidence runs={data.runs} step={defect.step} time={zone} />
            </div>
          </section>
          <section aria-labelledby="history-heading">
            <h3 id="history-heading" className="text-base font-semibold text-slate-900">
              History
            </h3>
            <ol className="mt-2 space-y-2 text-sm" data-testid="defect-history">
              {defect.history.map((entry) => (
                <li key={entry.at + entry.to} className="border-l-2 border-slate-300 pl-3">
                  <p className="text-slate-900">
                    <span className="font-medium">
                      {entry.from ? `${entry.from} → ${entry.to}` : `Logged as ${entry.to}`}
                    </span>{" "}
                    by {userName(data, entry.byId)}
                  </p>
                  <p className="text-slate-700">{formatWhen(entry.at, zone)}</p>
                  {entry.comment ? <p className="text-slate-900">“{entry.comment}”</p> : null}
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </section>
  );
}
