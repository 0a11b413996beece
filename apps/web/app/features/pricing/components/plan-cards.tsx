import type { Plan } from "@ignitest/contracts";
import { Link } from "react-router";
import type { PageSection } from "~/content/page-copy";
import { formatDollars } from "~/lib/format-number";
import { limitLabel, plans, trial, yearlySaving } from "~/lib/plans";

const ctas: Record<Plan["id"], { label: string; to: string }> = {
  "cloud-basic": { label: "Start Free Testing", to: "/signup" },
  "cloud-professional": { label: `Start a ${trial.days}-day trial`, to: "/signup" },
  "on-premises-enterprise": { label: "Contact sales", to: "/contactus" },
};

/** Shows its children only while yearly (or monthly) billing is chosen; pure CSS (`:has`), no script. */
const whenYearly = "hidden group-has-[#billing-yearly:checked]/billing:inline";
const whenMonthly = "group-has-[#billing-yearly:checked]/billing:hidden";

function Price({ plan }: { plan: Plan }) {
  const { price } = plan;
  if (price.kind === "free") {
    return (
      <>
        <p className="mt-4 text-4xl font-bold tracking-tight">Free</p>
        <p className="text-sm text-slate-600">No card, no contract, no end date</p>
      </>
    );
  }
  if (price.kind === "contact-sales") {
    return (
      <>
        <p className="mt-4 text-4xl font-bold tracking-tight">Contact sales</p>
        <p className="text-sm text-slate-600">Annual license sized to your users and executions</p>
      </>
    );
  }
  return (
    <>
      <p className="mt-4 flex items-baseline gap-1.5">
        <span className="text-4xl font-bold tracking-tight">
          <span className={whenMonthly}>{formatDollars(price.monthly)}</span>
          <span className={whenYearly}>{formatDollars(price.yearly)}</span>
        </span>
        <span className="text-sm text-slate-600">per user / month</span>
      </p>
      <p className="text-sm text-slate-600">
        <span className={whenMonthly}>Billed monthly; {formatDollars(price.yearly)} billed yearly</span>
        <span className={whenYearly}>
          Billed yearly, {formatDollars(price.yearly * 12)} per user; you save {yearlySaving(price)}%
        </span>
      </p>
    </>
  );
}

/** The switch between monthly and yearly prices: two radio buttons, styled as one control. */
function BillingSwitch() {
  const professional = plans.find((plan) => plan.price.kind === "per-user");
  const saving = professional?.price.kind === "per-user" ? yearlySaving(professional.price) : 0;
  const option =
    "cursor-pointer rounded-full px-4 py-2 text-sm font-semibold text-slate-700 has-[:checked]:bg-ink-800 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ink-700";
  return (
    <fieldset className="mb-8 flex flex-wrap items-center justify-center gap-3">
      <legend className="sr-only">Billing period</legend>
      <div className="inline-flex rounded-full border border-slate-300 bg-white p-1">
        <label className={option}>
          <input type="radio" name="billing" id="billing-monthly" value="monthly" defaultChecked className="sr-only" />
          Monthly
        </label>
        <label className={option}>
          <input type="radio" name="billing" id="billing-yearly" value="yearly" className="sr-only" />
          Yearly
        </label>
      </div>
      <span className="rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800">
        Save {saving}% with yearly billing
      </span>
    </fieldset>
  );
}

/** The three plans side by side, with prices and limits from content/plans.ts; each card keeps its #plan-id anchor. */
export function PlanCards({ sections }: { sections: readonly PageSection[] }) {
  return (
    <div className="group/billing">
      <BillingSwitch />
      <ul className="grid gap-6 lg:grid-cols-3">
        {plans.map((plan) => {
          const copy = sections.find((section) => section.id === plan.id);
          if (!copy) return null;
          const featured = plan.id === "cloud-professional";
          const cta = ctas[plan.id];
          const limits = [
            limitLabel(plan.users, "users", "Users as licensed"),
            plan.maxParallel === null
              ? "Concurrent executions sized to your license"
              : `Up to ${plan.maxParallel} concurrent executions`,
            limitLabel(plan.minutesPerMonth, "execution minutes a month", "Unmetered execution minutes"),
            plan.support,
          ];
          return (
            <li
              key={plan.id}
              id={plan.id}
              className={`relative flex scroll-mt-24 flex-col rounded-2xl border bg-white p-6 shadow-sm ${
                featured ? "border-ink-700 ring-2 ring-ink-700" : "border-slate-200"
              }`}
            >
              {featured ? (
                <p className="absolute -top-3 left-6 rounded-full bg-ink-800 px-3 py-0.5 text-xs font-semibold text-white">
                  Most teams choose this
                </p>
              ) : null}
              <h2 className="text-xl font-bold">{plan.name}</h2>
              <Price plan={plan} />
              <p className="mt-4 text-slate-700">{copy.body}</p>
              <h3 className="mt-5 text-sm font-semibold text-slate-900">Limits</h3>
              <ul className="mt-2 grid gap-2 text-sm text-slate-800">
                {limits.map((limit) => (
                  <li key={limit} className="flex gap-2">
                    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 fill-brand-700">
                      <path d="M8 13.2 4.8 10l-1.1 1.1L8 15.4l8.3-8.3-1.1-1.1z" />
                    </svg>
                    {limit}
                  </li>
                ))}
              </ul>
              <Link
                to={cta.to}
                className={`btn mt-auto w-full ${featured ? "btn-primary" : "btn-secondary"}`}
                style={{ marginTop: "1.5rem" }}
              >
                {cta.label}
                <span className="sr-only"> for {plan.name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
