/** The plans and their limits, every number from the plan catalogue (content/plans.ts through lib/plans). */
import type { Plan } from "@ignitest/contracts";
import { formatDollars } from "~/lib/format-number";
import { limitLabel, plans } from "~/lib/plans";
import { ScrollRegion } from "../../components/scroll-region";

/**
 * A plan's fact. Not the pricing page's own wording function: importing it would split the pricing
 * page's chunk and add a request to its load (apps/web/budgets.json).
 */
function planFact(plan: Plan, fact: (typeof facts)[number][0]): string {
  switch (fact) {
    case "price":
      if (plan.price.kind === "free") return "Free";
      if (plan.price.kind === "contact-sales") return "Annual license: contact sales";
      return `${formatDollars(plan.price.monthly)} per user a month, or ${formatDollars(plan.price.yearly)} billed yearly`;
    case "users":
      return limitLabel(plan.users, "users", "As licensed");
    case "parallel":
      return plan.maxParallel === null ? "Sized to your license" : `Up to ${plan.maxParallel}`;
    case "minutes":
      return limitLabel(plan.minutesPerMonth, "minutes", "Unmetered");
    case "support":
      return plan.support;
  }
}

const facts = [
  ["price", "Price"],
  ["users", "Users"],
  ["parallel", "Parallel runs"],
  ["minutes", "Minutes a month"],
  ["support", "Support"],
] as const;

export function PlansTable({ current }: { current: string }) {
  return (
    <ScrollRegion labelledBy="plans-heading">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Plans and their limits</caption>
        <thead className="bg-slate-50 text-slate-900">
          <tr>
            <th scope="col" className="px-3 py-2">
              Limit
            </th>
            {plans.map((plan) => (
              <th key={plan.id} scope="col" className="px-3 py-2">
                {plan.name}
                {plan.id === current ? (
                  <span className="block text-xs font-medium text-green-800">Your plan</span>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {facts.map(([fact, label]) => (
            <tr key={fact}>
              <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                {label}
              </th>
              {plans.map((plan) => (
                <td key={plan.id} className="px-3 py-2 text-slate-700">
                  {planFact(plan, fact)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
