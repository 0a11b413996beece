/** Stats band: a few figures with their labels, on a dark band. */
export function StatsBand({ stats, label }: { stats: readonly { value: string; label: string }[]; label: string }) {
  return (
    <section aria-label={label} className="rounded-2xl bg-ink-900 px-6 py-8 text-white sm:px-10">
      <dl className="grid gap-8 sm:grid-cols-3">
        {stats.map((stat) => (
          <div key={stat.label}>
            <dt className="text-sm text-ink-100">{stat.label}</dt>
            <dd className="order-first text-4xl font-bold tracking-tight">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
