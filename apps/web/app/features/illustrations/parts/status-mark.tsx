export type Status = "passed" | "failed" | "running" | "pending";

const fill: Record<Status, string> = {
  passed: "fill-emerald-600",
  failed: "fill-red-600",
  running: "fill-ink-600",
  pending: "fill-slate-300",
};

/** The round result marker used in step lists, grids and boards: a tick, a cross, a dot or nothing. */
export function StatusMark({ cx, cy, status, r = 8 }: { cx: number; cy: number; status: Status; r?: number }) {
  const s = r * 0.45;
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} className={fill[status]} />
      {status === "passed" ? (
        <path
          d={`M${cx - s} ${cy}l${s * 0.7} ${s * 0.7} ${s * 1.3}-${s * 1.3}`}
          className="fill-none stroke-white"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : null}
      {status === "failed" ? (
        <path
          d={`M${cx - s * 0.8} ${cy - s * 0.8}l${s * 1.6} ${s * 1.6}m0-${s * 1.6}l-${s * 1.6} ${s * 1.6}`}
          className="stroke-white"
          strokeWidth="2"
          strokeLinecap="round"
        />
      ) : null}
      {status === "running" ? <circle cx={cx} cy={cy} r={r * 0.35} className="fill-white" /> : null}
    </g>
  );
}
