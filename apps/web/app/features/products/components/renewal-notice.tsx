import type { LoginRecord } from "~/features/account";
import { fillTemplate } from "~/lib/fill-template";
import { renewal as words } from "../../../../../../content/pages/my-products";
import { isNearExpiry } from "../licence-test";

/** Shown when the license is near expiry (docs/product/flows.md#near-expiry thresholds). */
export function RenewalNotice({ record }: { record: LoginRecord }) {
  if (!isNearExpiry(record)) return null;
  const days = record.expires_in ?? 0;
  return (
    <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">
        {days <= 0
          ? words.expiresToday
          : fillTemplate(days === 1 ? words.expiresInOneDay : words.expiresInDays, { days })}
      </p>
      <p className="mt-1 text-sm">{fillTemplate(words.renew, { cycle: record.billingCycle ?? words.unknownCycle })}</p>
    </div>
  );
}
