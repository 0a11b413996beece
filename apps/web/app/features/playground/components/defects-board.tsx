/** The defects board: one column per status; a defect moves with its status select (docs/playground.md#state). */
import type { Defect } from "../model";
import { Panel } from "./panel";

const STATUSES: Defect["status"][] = ["New", "Open", "In progress", "Fixed", "Closed"];

export function DefectsBoard({
  defects,
  onMove,
}: {
  defects: Defect[];
  onMove: (id: string, status: Defect["status"]) => void;
}) {
  return (
    <Panel title="Defects" id="defects">
      {defects.length === 0 ? (
        <p className="text-sm text-slate-600">No defects: "Log defect" on a failed step adds one here.</p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-5">
        {STATUSES.map((status) => {
          const inColumn = defects.filter((defect) => defect.status === status);
          return (
            <section key={status} aria-label={`${status} defects`} className="rounded-lg bg-slate-50 p-2">
              <h3 className="text-sm font-semibold text-slate-800">
                {status} <span className="font-normal text-slate-600">({inColumn.length})</span>
              </h3>
              <ul className="mt-2 grid gap-2">
                {inColumn.map((defect) => (
                  <li key={defect.id} className="rounded-md border border-slate-200 bg-surface p-2 text-sm">
                    <p className="font-medium break-words text-slate-900">{defect.title}</p>
                    <p className="text-xs text-slate-600">Severity: {defect.severity}</p>
                    <details className="mt-1 text-xs text-slate-800">
                      <summary className="cursor-pointer">Steps to reproduce</summary>
                      <ol className="mt-1 list-decimal pl-5">
                        {defect.stepsToReproduce.map((line, index) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: the same step may appear twice
                          <li key={index}>{line}</li>
                        ))}
                      </ol>
                      <p className="mt-1">Expected: {defect.expected}</p>
                      <p>Actual: {defect.actual}</p>
                    </details>
                    <label className="mt-2 grid gap-1 text-xs text-slate-700">
                      Status
                      <select
                        value={defect.status}
                        onChange={(event) => onMove(defect.id, event.target.value as Defect["status"])}
                        className="rounded border border-slate-300 bg-surface px-1 py-0.5 text-xs text-slate-900"
                      >
                        {STATUSES.map((option) => (
                          <option key={option}>{option}</option>
                        ))}
                      </select>
                    </label>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </Panel>
  );
}
