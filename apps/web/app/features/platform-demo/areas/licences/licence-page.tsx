/**
 * The licence page My Products links to when the licence test fails
 * (features/products/app-link.ts; SPEC.md section 4 and 6): what the acting
 * user would see for the licence's state, and where My Products would send them.
 */
import { type LicenceState, renewalThreshold } from "../../licence";
import type { DemoLicence } from "../../model";

const tone: Record<LicenceState, string> = {
  active: "border-green-200 bg-green-50 text-green-800",
  "near-expiry": "border-amber-200 bg-amber-50 text-amber-900",
  expired: "border-red-200 bg-red-50 text-red-800",
  disabled: "border-red-200 bg-red-50 text-red-800",
};

function explain(state: LicenceState, licence: DemoLicence): string {
  switch (state) {
    case "active":
      return `The licence is active with ${licence.expiresIn} days left.`;
    case "near-expiry":
      return `The licence expires in ${licence.expiresIn} days: a ${licence.billingCycle} licence is near expiry at ${renewalThreshold(licence.billingCycle)} or fewer days. Renew it to keep working without a break.`;
    case "expired":
      return "The licence has expired (licenseStatus EXPIRED). Renew it to open your projects again.";
    case "disabled":
      return "Your user is disabled on this licence (userStatus DISABLED). Ask the Super Admin to activate you.";
  }
}

export function LicencePage({
  state,
  label,
  licence,
  opensProjects,
}: {
  state: LicenceState;
  label: string;
  licence: DemoLicence;
  opensProjects: boolean;
}) {
  return (
    <div className={`rounded-xl border p-4 ${tone[state]}`} data-testid="licence-state">
      <p className="text-base font-semibold">Licence status: {label}</p>
      <p className="mt-1 text-sm">{explain(state, licence)}</p>
      <p className="mt-2 text-sm font-medium">
        {opensProjects
          ? "My Products opens the project page: the licence test passes."
          : "My Products opens this licence page instead of the projects: the licence test does not pass."}
      </p>
    </div>
  );
}
