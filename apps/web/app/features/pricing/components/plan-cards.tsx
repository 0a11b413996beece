import type { Plan } from "@ignitest/contracts";
import { Link } from "react-router";
import { fillTemplate } from "~/lib/fill-template";
import { formatDollars, formatNumber } from "~/lib/format-number";
import { plans, trial, yearlySaving } from "~/lib/plans";
import type { PageSection } from "~/page-copy/page-copy";
import { planCards as words } from "../../../../../../content/pages/platform-pricing";

const limitWords = words.limits;

/** A limit as the card states it: "3 users", or the unlimited wording when the plan has none. */
function limitLabel(value: number | null, template: string, unlimited: string): string {
  return value === null ? unlimited : fillTemplate(template, { n: formatNumber(value) });
}

/** Shows its children only while yearly (or monthly) billing is chosen; pure CSS (`:has`), no script. */
const whenYearly = "hidden group-has-[#billing-yearly:checked]/billing:inline";
const whenMonthly = "group-has-[#billing-yearly:checked]/billing:hidden";

function Price({ plan }: { plan: Plan }) {
  const { price } = plan;
  if (price.kind === "free") {
    return (
      <>
        <p className="mt-4 text-4xl font-bold tracking-tight">{words.free}</p>
        <p className="text-sm text-slate-600">{words.freeNote}</p>
      </>
    );
  }
  if (price.kind === "contact-sales") {
    return (
      <>
        <p className="mt-4 text-4xl font-bold tracking-tight">{words.contactSales}</p>
        <p className="text-sm text-slate-600">{words.contactSalesNote}</p>
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
        <span className="text-sm text-slate-600">{words.perUserMonth}</span>
      </p>
      <p className="text-sm text-slate-600">
        <span className={whenMonthly}>
          {fillTemplate(words.billedMonthly, { yearly: formatDollars(price.yearly) })}
        </span>
        <span className={whenYearly}>
          {fillTemplate(words.billedYearly, {
            total: formatDollars(price.yearly * 12),
            saving: yearlySaving(price),
          })}
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
      <legend className="sr-only">{words.billingPeriod}</legend>
      <div className="inline-flex rounded-full border border-slate-300 bg-white p-1">
        <label className={option}>
          <input type="radio" name="billing" id="billing-monthly" value="monthly" defaultChecked className="sr-only" />
          {words.monthly}
        </label>
        <label className={option}>
          <input type="radio" name="billing" id="billing-yearly" value="yearly" className="sr-only" />
          {words.yearly}
        </label>
      </div>
      <span className="rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800">
        {fillTemplate(words.yearlySaving, { saving })}
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
          const cta = words.ctas[plan.id];
          const limits = [
            limitLabel(plan.users, limitWords.users, limitWords.usersUnlimited),
            limitLabel(plan.maxParallel, limitWords.parallel, limitWords.parallelUnlimited),
            limitLabel(plan.minutesPerMonth, limitWords.minutes, limitWords.minutesUnlimited),
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
                  {words.featured}
                </p>
              ) : null}
              <h2 className="text-xl font-bold">{plan.name}</h2>
              <Price plan={plan} />
              <p className="mt-4 text-slate-700">{copy.body}</p>
              <h3 className="mt-5 text-sm font-semibold text-slate-900">{words.limitsHeading}</h3>
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
                {fillTemplate(cta.label, { days: trial.days })}
                <span className="sr-only">{fillTemplate(words.ctaFor, { plan: plan.name })}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
