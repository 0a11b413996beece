/**
 * The Licences area (issue 28 item 10): the plans and their limits from the
 * pricing data, the demo company's licence and its usage, the licence page My
 * Products links to, and a switch to see the active, near-expiry, expired and disabled states.
 */
import { useState } from "react";
import { planById } from "~/lib/plans";
import { actingUser, may, seatsUsed } from "../../access";
import type { AreaProps } from "../../areas";
import {
  type LicenceState,
  licenceState,
  licenceStateLabels,
  licenceStates,
  loginRecordOf,
  opensProjects,
  withLicenceState,
} from "../../licence";
import { LicencePage } from "./licence-page";
import { LicenceUsage } from "./licence-usage";
import { PlansTable } from "./plans-table";

export default function LicencesArea({ demo: { data, update } }: AreaProps) {
  const [message, setMessage] = useState("");
  const { licence } = data;
  const plan = planById(licence.planId);
  const state = licenceState(licence);
  const user = actingUser(data);
  const record = loginRecordOf(data, user.name, user.email);
  const change = may(data, "admin.licence");

  const switchTo = (next: LicenceState) => {
    update((current) => ({ ...current, licence: withLicenceState(current.licence, next) }));
    setMessage(`The demo licence is now ${licenceStateLabels[next]}.`);
  };

  return (
    <div className="space-y-8">
      <section aria-labelledby="licence-heading">
        <h2 id="licence-heading" className="text-xl font-semibold text-slate-900">
          Your licence
        </h2>
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-slate-900">Plan</dt>
          <dd className="text-slate-700">{plan.name}</dd>
          <dt className="font-medium text-slate-900">Licence ID</dt>
          <dd className="text-slate-700">{licence.id}</dd>
          <dt className="font-medium text-slate-900">Billing cycle</dt>
          <dd className="text-slate-700">{licence.billingCycle}</dd>
          <dt className="font-medium text-slate-900">Days left</dt>
          <dd className="text-slate-700">{licence.expiresIn}</dd>
        </dl>
        <div className="mt-4">
          <LicenceUsage
            plan={plan}
            seats={seatsUsed(data)}
            parallel={licence.parallelInUse}
            minutes={licence.minutesUsed}
          />
        </div>
      </section>

      <section aria-labelledby="licence-page-heading">
        <h2 id="licence-page-heading" className="text-xl font-semibold text-slate-900">
          The licence page
        </h2>
        <p className="mt-1 mb-3 max-w-3xl text-sm text-slate-700">
          What {user.name} sees here, and where My Products sends them, follows the licence test: a disabled user, a
          missing access token or an expired licence opens this page instead of the projects.
        </p>
        <LicencePage
          state={state}
          label={licenceStateLabels[state]}
          licence={licence}
          opensProjects={opensProjects(record)}
        />
        <fieldset className="mt-4" aria-describedby={change.allowed ? undefined : "licence-reason"}>
          <legend className="text-sm font-medium text-slate-900">Show the licence as</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {licenceStates.map((candidate) => (
              <label
                key={candidate}
                className="flex items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-800 has-[:checked]:border-brand-700 has-[:disabled]:opacity-60"
              >
                <input
                  type="radio"
                  name="licence-state"
                  className="accent-brand-700"
                  value={candidate}
                  checked={state === candidate}
                  disabled={!change.allowed}
                  onChange={() => switchTo(candidate)}
                />
                {licenceStateLabels[candidate]}
              </label>
            ))}
          </div>
          {!change.allowed ? (
            <p id="licence-reason" className="mt-2 text-sm text-slate-700">
              {change.reason}
            </p>
          ) : null}
        </fieldset>
        <p role="status" className="mt-2 min-h-5 text-sm font-medium text-slate-900">
          {message}
        </p>
      </section>

      <section aria-labelledby="plans-heading">
        <h2 id="plans-heading" className="text-xl font-semibold text-slate-900">
          Plans and their limits
        </h2>
        <p className="mt-1 mb-3 max-w-3xl text-sm text-slate-700">The same plans and limits as the pricing page.</p>
        <PlansTable current={plan.id} />
      </section>
    </div>
  );
}
