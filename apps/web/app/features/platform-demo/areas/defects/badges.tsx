/** Severity and result-status badges: the word is always written, the colour only repeats it (light and dark tokens). */
import type { RunStatus } from "../../runs/runs-model";
import type { Severity } from "./model";

const badge = "inline-block rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap";

const severityStyle: Record<Severity, string> = {
  Blocker: "bg-red-50 text-red-800 border-red-200",
  Critical: "bg-brand-50 text-brand-800 border-brand-300",
  Major: "bg-amber-50 text-amber-900 border-amber-200",
  Minor: "bg-slate-100 text-slate-700 border-slate-300",
};

export function SeverityBadge({ severity }: { severity: Severity }) {
  return <span className={`${badge} ${severityStyle[severity]}`}>{severity}</span>;
}

const runStyle: Record<RunStatus, string> = {
  Passed: "bg-green-50 text-green-800 border-green-200",
  Failed: "bg-red-50 text-red-800 border-red-200",
  Warning: "bg-amber-50 text-amber-900 border-amber-200",
  Skipped: "bg-slate-100 text-slate-700 border-slate-300",
  "Not Executed": "bg-slate-100 text-slate-700 border-slate-300",
  Aborted: "bg-slate-100 text-slate-700 border-slate-300",
};

export function RunStatusBadge({ status }: { status: RunStatus }) {
  return <span className={`${badge} ${runStyle[status]}`}>{status}</span>;
}
