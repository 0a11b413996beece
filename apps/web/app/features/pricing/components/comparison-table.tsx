import { plans } from "@ignitest/contracts";
import { type Cell, comparison } from "../comparison";

function CellValue({ value }: { value: Cell }) {
  if (value === true) {
    return (
      <>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="mx-auto size-5 fill-emerald-700">
          <path d="M8 13.2 4.8 10l-1.1 1.1L8 15.4l8.3-8.3-1.1-1.1z" />
        </svg>
        <span className="sr-only">Included</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <span aria-hidden="true" className="text-slate-500">
          —
        </span>
        <span className="sr-only">Not included</span>
      </>
    );
  }
  return <span className="text-sm">{value}</span>;
}

/** The feature comparison: a real table, scrollable on small screens. */
export function ComparisonTable() {
  return (
    // A scrollable region must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable).
    <section
      className="overflow-x-auto rounded-xl border border-slate-200"
      tabIndex={0}
      aria-labelledby="compare-plans"
    >
      <table className="w-full min-w-[40rem] border-collapse text-left">
        <caption id="compare-plans" className="sr-only">
          Features of each plan
        </caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="p-4 text-sm font-semibold text-slate-700">
              Feature
            </th>
            {plans.map((plan) => (
              <th key={plan.id} scope="col" className="p-4 text-center text-sm font-semibold">
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        {comparison.map((group) => (
          <tbody key={group.heading}>
            {/* The group's name heads its rows (scope="rowgroup", first column); a heading spanning the
                plan columns would make two levels of column headers, where scope is ambiguous (H43). */}
            <tr className="bg-ink-50">
              <th scope="rowgroup" className="px-4 py-2 text-sm font-bold text-ink-900">
                {group.heading}
              </th>
              <td colSpan={plans.length} />
            </tr>
            {group.rows.map((row) => (
              <tr key={row.feature} className="border-t border-slate-200">
                <th scope="row" className="p-4 text-sm font-medium text-slate-800">
                  {row.feature}
                </th>
                {plans.map((plan) => (
                  <td key={plan.id} className="p-4 text-center text-slate-800">
                    <CellValue value={row.values[plan.id]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </section>
  );
}
