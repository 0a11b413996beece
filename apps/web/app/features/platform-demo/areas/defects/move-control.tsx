/**
 * "Move to": the statuses the lifecycle allows next (defect-lifecycle.md), a native select and a
 * button, so the keyboard and the pointer move a defect alike. Disabled with the reason when the
 * acting user may not change statuses.
 */
import { useState } from "react";
import type { Verdict } from "../../access";
import { type Defect, type DefectStatus, transitions } from "./model";

const controlClass =
  "rounded-md border border-slate-400 bg-white px-2 py-1 text-sm text-slate-900 disabled:cursor-not-allowed disabled:bg-slate-100";

export function MoveControl({
  defect,
  verdict,
  reasonId,
  onMove,
  label = "Move to",
}: {
  defect: Defect;
  verdict: Verdict;
  /** The id of the paragraph that gives the reason when the move is not allowed. */
  reasonId: string;
  onMove: (defect: Defect, to: DefectStatus) => void;
  label?: string;
}) {
  const next = transitions[defect.status];
  const [to, setTo] = useState<DefectStatus | "">("");
  const selected = to !== "" && next.includes(to) ? to : (next[0] ?? "");
  if (next.length === 0) return <p className="text-xs text-slate-600">{defect.status} ends the lifecycle.</p>;
  const selectId = `move-${defect.id}`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={selectId} className="text-xs font-medium text-slate-700">
        {label}
        <span className="sr-only"> ({defect.id})</span>
      </label>
      <select
        id={selectId}
        className={controlClass}
        value={selected}
        disabled={!verdict.allowed}
        aria-describedby={verdict.allowed ? undefined : reasonId}
        onChange={(event) => setTo(event.target.value as DefectStatus)}
      >
        {next.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="btn btn-secondary px-2.5 py-1 text-sm disabled:cursor-not-allowed disabled:opacity-60"
        disabled={!verdict.allowed}
        aria-describedby={verdict.allowed ? undefined : reasonId}
        aria-label={`Move ${defect.id} to ${selected}`}
        onClick={() => {
          if (selected !== "") onMove(defect, selected);
        }}
      >
        Move
      </button>
    </div>
  );
}
