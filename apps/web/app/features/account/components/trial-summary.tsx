import { planPricingPath } from "@ignitest/contracts";
import { Link } from "react-router";
import { limitLabel, planById, trial } from "~/lib/plans";

/**
 * What a new account gets, from the plan catalogue (content/plans.ts), the
 * same data the pricing page and the API's trial license use.
 */
export function TrialSummary() {
  const trialPlan = planById(trial.plan);
  const free = planById("cloud-basic");
  return (
    <div className="mt-6 max-w-xl rounded-xl border border-ink-100 bg-white p-4 text-slate-800">
      <p className="font-semibold text-slate-900">
        {trial.days} days of {trialPlan.name}, free
      </p>
      <p className="mt-1 text-sm leading-relaxed">
        Up to {trialPlan.maxParallel} concurrent executions and {trialPlan.support}. When the trial ends, keep working
        on {free.name} at no cost ({limitLabel(free.users, "users", "")}, {free.maxParallel} concurrent executions) or{" "}
        <Link to={planPricingPath(free.id).split("#")[0] ?? "/"} className="link">
          choose a plan
        </Link>
        . No card needed.
      </p>
    </div>
  );
}
