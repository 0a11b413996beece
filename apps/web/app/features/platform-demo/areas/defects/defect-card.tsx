/** A defect on the board: its ID (to its detail), summary, severity and assignee, and "Move to". */
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { Verdict } from "../../access";
import { SeverityBadge } from "./badges";
import { defectHref } from "./evidence";
import type { Defect, DefectStatus } from "./model";
import { MoveControl } from "./move-control";

export function DefectCard({
  defect,
  assignee,
  verdict,
  reasonId,
  focused,
  onFocused,
  onMove,
}: {
  defect: Defect;
  assignee: string;
  verdict: Verdict;
  reasonId: string;
  /** Just moved here: the card takes the focus, so the keyboard stays with the defect. */
  focused: boolean;
  onFocused: () => void;
  onMove: (defect: Defect, to: DefectStatus) => void;
}) {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (!focused) return;
    link.current?.focus();
    onFocused();
  }, [focused, onFocused]);
  return (
    <li>
      <article
        aria-labelledby={`card-${defect.id}`}
        data-testid={`defect-${defect.id}`}
        className="rounded-lg border border-slate-200 bg-white p-3 shadow-xs"
      >
        <h4 id={`card-${defect.id}`} className="text-sm font-semibold text-slate-900">
          <Link ref={link} to={defectHref(defect.id)} className="text-link underline underline-offset-4">
            {defect.id}
          </Link>{" "}
          <span className="font-medium">{defect.summary}</span>
        </h4>
        <dl className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-700">
          <div className="flex items-center gap-1">
            <dt className="sr-only">Severity</dt>
            <dd>
              <SeverityBadge severity={defect.severity} />
            </dd>
          </div>
          <div className="flex items-center gap-1">
            <dt>Assignee:</dt>
            <dd className="font-medium text-slate-900">{assignee}</dd>
          </div>
        </dl>
        <div className="mt-2">
          <MoveControl defect={defect} verdict={verdict} reasonId={reasonId} onMove={onMove} />
        </div>
      </article>
    </li>
  );
}
