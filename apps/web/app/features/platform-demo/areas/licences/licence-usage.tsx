/** The company's licence against its plan's limits: seats, parallel runs and minutes this month. */
import type { Plan } from "@ignitest/contracts";
import { formatNumber } from "~/lib/format-number";

function Usage({ label, used, limit }: { label: string; used: number; limit: number | null }) {
  const share = limit === null ? 0 : Math.min(1, used / limit);
  return (
    <div>
      <dt className="text-sm font-medium text-slate-900">{label}</dt>
      <dd className="text-sm text-slate-700">
        {limit === null ? `${formatNumber(used)} (no limit)` : `${formatNumber(used)} of ${formatNumber(limit)}`}
        {limit === null ? null : (
          <span aria-hidden="true" className="mt-1 block h-2 rounded-full bg-slate-200">
            <span className="block h-2 rounded-full bg-brand-700" style={{ width: `${Math.round(share * 100)}%` }} />
          </span>
        )}
      </dd>
    </div>
  );
}

export function LicenceUsage({
  plan,
  seats,
  parallel,
  minutes,
}: {
  plan: Plan;
  seats: number;
  parallel: number;
  minutes: number;
}) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <Usage label="Seats used" used={seats} limit={plan.users} />
      <Usage label="Parallel runs now" used={parallel} limit={plan.maxParallel} />
      <Usage label="Minutes used this month" used={minutes} limit={plan.minutesPerMonth} />
    </dl>
  );
}
