/** Run history: the project's runs, newest first; choosing one shows its report. */
import { runPlace } from "../devices";
import type { Run } from "../model";
import { Panel } from "./panel";
import { StatusBadge } from "./status-badge";

export function RunHistory({
  runs,
  shown,
  onShow,
}: {
  runs: Run[];
  shown: string | undefined;
  onShow: (id: string) => void;
}) {
  return (
    <Panel title="Run history" id="history">
      {runs.length === 0 ? (
        <p className="text-sm text-slate-600">No runs yet.</p>
      ) : (
        <ul aria-label="Runs" className="grid gap-1">
          {runs.map((run) => (
            <li key={run.id}>
              <button
                type="button"
                aria-current={run.id === shown ? "true" : undefined}
                onClick={() => onShow(run.id)}
                className={`flex w-full flex-wrap items-center gap-2 rounded-md border px-2 py-1 text-left text-sm ${run.id === shown ? "border-ink-600 bg-ink-50" : "border-slate-200"}`}
              >
                <StatusBadge status={run.status === "stopped" ? "stopped" : run.status} />
                <span className="min-w-0 flex-1 truncate text-slate-900">{run.testName}</span>
                {run.device ? <span className="text-xs text-slate-600">{runPlace(run)}</span> : null}
                <time dateTime={run.startedAt} className="text-xs text-slate-600">
                  {new Date(run.startedAt).toLocaleTimeString("en-US")}
                </time>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
