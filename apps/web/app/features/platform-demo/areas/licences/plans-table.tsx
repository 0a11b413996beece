/** The plans and their limits, worded as the pricing page words them (content/plans.ts through features/pricing). */
import { planFact } from "~/features/pricing";
import { plans } from "~/lib/plans";
import { ScrollRegion } from "../../components/scroll-region";

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
