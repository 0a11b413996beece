/** Said on every screen of the Platform demo (issue 28's rule): this is demo mode and nothing leaves the browser. */
import type { Persistence } from "../hooks/use-demo-data";

export function DemoBanner({ company, persistence }: { company: string; persistence: Persistence }) {
  return (
    <div
      className="mt-3 rounded-md border border-ink-100 bg-ink-50 px-3 py-2 text-sm text-slate-900"
      data-testid="demo-banner"
    >
      <p>
        <strong>Demo mode.</strong> This is the product's demo mode, over the demo company {company}: its data is kept
        in this browser only and nothing leaves it.
      </p>
      {persistence === "memory" ? (
        <p role="status" className="mt-1 font-medium">
          This browser does not let the demo store its data, so it runs in memory: changes are lost when you leave the
          page.
        </p>
      ) : null}
    </div>
  );
}
