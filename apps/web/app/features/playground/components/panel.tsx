/** A titled side panel of the playground (an h2 and its region). */
import { useId } from "react";

export function Panel({
  title,
  id,
  children,
  actions,
}: {
  title: string;
  id: string;
  children: React.ReactNode;
  actions?: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      id={id}
      className="min-w-0 rounded-xl border border-slate-200 bg-surface p-4 shadow-sm"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
