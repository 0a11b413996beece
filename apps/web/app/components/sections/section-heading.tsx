import type { PageSection } from "~/page-copy/page-copy";

/** A section's h2 and body, the opening every layout shares (docs/design-system.md#section-layouts). */
export function SectionHeading({ section, className }: { section: PageSection; className?: string }) {
  return (
    <div className={className}>
      <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {section.heading}
      </h2>
      <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-700">{section.body}</p>
    </div>
  );
}
