import { Fragment, type ReactNode } from "react";
import { BulletList } from "~/components/sections/bullet-list";
import { CardsSection } from "~/components/sections/cards-section";
import { ComparisonSection } from "~/components/sections/comparison-section";
import { FeatureSection } from "~/components/sections/feature-section";
import { PictureSection } from "~/components/sections/picture-section";
import { StatsSection } from "~/components/sections/stats-section";
import { StepsSection } from "~/components/sections/steps-section";
import { TextSection } from "~/components/sections/text-section";
import type { PageSection } from "~/page-copy/page-copy";
import { layoutOf } from "~/page-copy/section-layout";

type Variant = "page" | "checklist";

type PageSectionsProps = {
  sections: readonly PageSection[];
  variant?: Variant;
  /** The picture of a "feature" or "picture" section (the route resolves illustration names; components/ cannot). */
  pictureFor?: (section: PageSection) => ReactNode;
  /** A "quote" or "logos" section, drawn by the route with the customers it names (content/customers.ts). */
  proofFor?: (section: PageSection) => ReactNode;
};

/**
 * A page's copy sections, each drawn by the section component its layout
 * names (docs/design-system.md#section-layouts); each keeps its id so #anchors
 * from menus land on it. Split sections alternate sides. A section whose
 * picture or customer the caller cannot draw falls back to text.
 */
export function PageSections({ sections, variant = "page", pictureFor, proofFor }: PageSectionsProps) {
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
    <div className="container-page grid grid-cols-1 gap-16 py-14 sm:gap-24 sm:py-20">
      {sections.map((section) => {
        const layout = layoutOf(section);
        if (layout === "feature" || layout === "picture") {
          const picture = pictureFor?.(section);
          if (picture && layout === "picture")
            return <PictureSection key={section.id} section={section} picture={picture} />;
          if (picture) {
            const flip = features++ % 2 === 1;
            return <FeatureSection key={section.id} section={section} picture={picture} flip={flip} />;
          }
        }
        if (layout === "quote" || layout === "logos") {
          const proof = proofFor?.(section);
          if (proof) return <Fragment key={section.id}>{proof}</Fragment>;
        }
        if (layout === "steps") return <StepsSection key={section.id} section={section} />;
        if (layout === "cards") return <CardsSection key={section.id} section={section} />;
        if (layout === "comparison") return <ComparisonSection key={section.id} section={section} />;
        if (layout === "stats") {
          return <StatsSection key={section.id} section={section} label={`${section.heading}: figures`} />;
        }
        return <TextSection key={section.id} section={section} />;
      })}
    </div>
  );
}
