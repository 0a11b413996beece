import type { PageSection } from "~/page-copy/page-copy";

type ProductCardProps = {
  section: PageSection;
  action: string;
  onOpen: () => void;
  /** Announced with the action, e.g. "(opens in a new window)". */
  hint?: string;
};

/** A whole-card button for one product: its heading, what it does, and what clicking does. */
export function ProductCard({ section, action, onOpen, hint }: ProductCardProps) {
  return (
    <li id={section.id} className="flex">
      <button
        type="button"
        onClick={onOpen}
        className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-6 text-left shadow-sm transition hover:border-ink-700 hover:shadow-md"
      >
        <span className="text-xl font-bold text-slate-900">{section.heading}</span>
        <span className="mt-3 text-slate-700">{section.body}</span>
        {section.bullets?.length ? (
          <span className="mt-4 grid gap-2 text-sm text-slate-800">
            {section.bullets.map((bullet) => (
              <span key={bullet} className="flex gap-2">
                <span aria-hidden="true" className="text-brand-700">
                  ✓
                </span>
                {bullet}
              </span>
            ))}
          </span>
        ) : null}
        <span className="btn btn-primary mt-6 self-start">
          {action}
          {hint ? <span className="sr-only"> {hint}</span> : null}
        </span>
      </button>
    </li>
  );
}
