import type { LoginRecord } from "~/features/account";
import { isNearExpiry } from "../licence-test";

/** Shown when the license is near expiry (docs/product/flows.md#near-expiry thresholds). */
export function RenewalNotice({ record }: { record: LoginRecord }) {
  if (!isNearExpiry(record)) return null;
  const days = record.expires_in ?? 0;
  return (
    <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">
        {days <= 0 ? "Your license expires today." : `Your license expires in ${days} ${days === 1 ? "day" : "days"}.`}
      </p>
      <p className="mt-1 text-sm">
        Renew it from the license page in the Platform ({record.billingCycle ?? "current"} billing) so your team keeps
        running tests without interruption.
      </p>
    </div>
  );
}
