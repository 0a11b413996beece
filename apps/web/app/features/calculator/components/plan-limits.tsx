import { planPricingPath } from "@ignitest/contracts";
import { Link } from "react-router";
import { fillTemplate } from "~/lib/fill-template";
import { limitLabel, plans } from "~/lib/plans";
import { planLimits as words } from "../../../../../../content/pages/concurrent-execution-calculator";

/** The thresholds the recommendation uses, stated on the page (from content/plans.ts, as pricing states them). */
export function PlanLimits({ highlight }: { highlight?: string | undefined }) {
  return (
    <section aria-labelledby="plan-limits-title" className="rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
      <h2 id="plan-limits-title" className="text-lg font-bold tracking-tight">
        {words.heading}
      </h2>
      <ul className="mt-3 grid gap-2">
        {plans.map((plan, index) => {
          const previous = plans[index - 1]?.maxParallel ?? 0;
          const range =
            plan.maxParallel === null
              ? fillTemplate(words.moreThan, { min: previous })
              : previous === 0
                ? fillTemplate(words.upTo, { max: plan.maxParallel })
                : fillTemplate(words.between, { min: previous + 1, max: plan.maxParallel });
          const active = plan.id === highlight;
          return (
            <li
              key={plan.id}
              className={`flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-lg px-3 py-2 ${active ? "bg-ink-50 ring-2 ring-ink-700" : "bg-white"}`}
            >
              <Link to={planPricingPath(plan.id)} className="link font-semibold">
                {plan.name}
              </Link>
              <span className="text-slate-700">
                {range}
                {active ? <span className="sr-only">{words.yourResult}</span> : null}
              </span>
              <span className="w-full text-sm text-slate-600">
                {limitLabel(plan.users, words.users, words.usersUnlimited)} ·{" "}
                {limitLabel(plan.minutesPerMonth, words.minutes, words.minutesUnlimited)} · {plan.support}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
