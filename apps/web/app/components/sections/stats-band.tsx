import { balancedGridClass } from "./balanced-grid";

/** Stats band: a few figures with their labels, on a dark band; the row is balanced (balanced-grid.ts). */
export function StatsBand({ stats, label }: { stats: readonly { value: string; label: string }[]; label: string }) {
  return (
    <section aria-label={label} className="rounded-2xl bg-ink-900 px-6 py-8 text-white sm:px-10">
      <dl className={`gap-8 ${balancedGridClass(stats.length)}`}>
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col">
            <dt className="text-sm text-ink-100">{stat.label}</dt>
            <dd className="order-first text-4xl font-bold tracking-tight">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
