import { plans } from "~/lib/plans";
import { labels } from "../../../../../../content/pages/platform-pricing";
import { type Cell, comparison } from "../comparison";

function CellValue({ value }: { value: Cell }) {
  if (value === true) {
    return (
      <>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="mx-auto inline size-5 fill-emerald-700">
          <path d="M8 13.2 4.8 10l-1.1 1.1L8 15.4l8.3-8.3-1.1-1.1z" />
        </svg>
        <span className="sr-only">{labels.included}</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <span aria-hidden="true" className="text-slate-500">
          —
        </span>
        <span className="sr-only">{labels.notIncluded}</span>
      </>
    );
  }
  return <span className="text-sm">{value}</span>;
}

/**
 * Phones: one plan at a time, each a disclosure listing every feature, so no
 * plan hides off-screen behind a sideways scroll (issue 18). The first is open.
 */
function ComparisonByPlan() {
  return (
    <div className="grid gap-3 md:hidden">
      {plans.map((plan, index) => (
        <details key={plan.id} open={index === 0} className="group rounded-xl border border-slate-200 bg-white">
          <summary className="flex cursor-pointer items-center justify-between gap-3 p-4 font-semibold">
            {plan.name}
            <span aria-hidden="true" className="text-slate-500 group-open:rotate-180">
              ▾
            </span>
          </summary>
          {comparison.map((group) => (
            <div key={group.heading} className="border-t border-slate-200 px-4 py-3">
              <h3 className="text-sm font-bold text-ink-900">{group.heading}</h3>
              <dl className="mt-2 grid gap-2 text-sm">
                {group.rows.map((row) => (
                  <div key={row.feature} className="flex items-start justify-between gap-4">
                    <dt className="text-slate-700">{row.feature}</dt>
                    <dd className="relative shrink-0 text-right font-medium text-slate-900 [max-width:50%]">
                      <CellValue value={row.values[plan.id]} />
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </details>
      ))}
    </div>
  );
}

/** The feature comparison: a table from md up, one plan at a time on phones. */
export function ComparisonTable() {
  return (
    <>
      <ComparisonByPlan />
      {/* relative: the sr-only cell labels are positioned inside the table, never past the page's edge. */}
      <section className="relative hidden rounded-xl border border-slate-200 md:block" aria-labelledby="compare-plans">
        <table className="w-full border-collapse text-left">
          <caption id="compare-plans" className="sr-only">
            {labels.tableCaption}
          </caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="p-4 text-sm font-semibold text-slate-700">
                {labels.featureColumn}
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
    </>
  );
}
