import type { ReactNode } from "react";
import { BulletList } from "~/components/sections/bullet-list";
import { ComparisonSection } from "~/components/sections/comparison-section";
import { FeatureSection } from "~/components/sections/feature-section";
import { StatsBand } from "~/components/sections/stats-band";
import { StepsSection } from "~/components/sections/steps-section";
import { TextSection } from "~/components/sections/text-section";
import type { PageSection } from "~/page-copy/page-copy";

type Variant = "page" | "checklist";

type PageSectionsProps = {
  sections: readonly PageSection[];
  variant?: Variant;
  /** The picture of a "feature" section (the route resolves illustration names; components/ cannot). */
  pictureFor?: (section: PageSection) => ReactNode;
};

/**
 * A page's copy sections, each drawn by the section component its layout
 * names (components/sections/README.md); each keeps its id so #anchors from
 * menus land on it. Feature sections alternate sides.
 */
export function PageSections({ sections, variant = "page", pictureFor }: PageSectionsProps) {
  if (sections.length === 0) return null;
  if (variant === "checklist") {
    // Inside a column next to a side menu (prerequisites): text and a marked list.
    return (
      <div className="space-y-12">
        {sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight text-slate-900">
              {section.heading}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-slate-700">{section.body}</p>
            {section.bullets?.length ? <BulletList items={section.bullets} mark={section.marks} /> : null}
          </section>
        ))}
      </div>
    );
  }
  let features = 0;
  return (
    <div className="container-page grid gap-16 py-14 sm:gap-24 sm:py-20">
      {sections.map((section) => {
        const picture = pictureFor?.(section);
        const layout = section.layout ?? (picture ? "feature" : "text");
        if (layout === "feature" && picture) {
          const flip = features++ % 2 === 1;
          return <FeatureSection key={section.id} section={section} picture={picture} flip={flip} />;
        }
        if (layout === "steps") return <StepsSection key={section.id} section={section} />;
        if (layout === "comparison") return <ComparisonSection key={section.id} section={section} />;
        if (layout === "stats" && section.stats) {
          return (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
                {section.heading}
              </h2>
              <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-700">{section.body}</p>
              <div className="mt-6">
                <StatsBand stats={section.stats} label={`${section.heading}: figures`} />
              </div>
            </section>
          );
        }
        return <TextSection key={section.id} section={section} />;
      })}
    </div>
  );
}
