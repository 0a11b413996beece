import type { PageSection } from "~/page-copy/page-copy";
import { SectionHeading } from "./section-heading";
import { StatsBand } from "./stats-band";

/** Stats band: the heading and body, then the section's figures on a dark band. */
export function StatsSection({ section, label }: { section: PageSection; label: string }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`}>
      <SectionHeading section={section} />
      <div className="mt-6">
        <StatsBand stats={section.stats ?? []} label={label} />
      </div>
    </section>
  );
}
