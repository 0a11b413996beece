/** Passed, Failed or Skipped, in words and colour. */
import type { StepStatus } from "../model";

const LOOKS: Record<StepStatus | "stopped", { text: string; className: string }> = {
  passed: { text: "Passed", className: "bg-green-100 text-green-800" },
  failed: { text: "Failed", className: "bg-red-100 text-red-800" },
  skipped: { text: "Skipped", className: "bg-slate-200 text-slate-800" },
  stopped: { text: "Stopped", className: "bg-amber-100 text-amber-900" },
};

export function StatusBadge({ status }: { status: StepStatus | "stopped" }) {
  const look = LOOKS[status];
  return <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${look.className}`}>{look.text}</span>;
}
