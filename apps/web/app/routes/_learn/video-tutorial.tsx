import { PageBanner } from "~/components/page/page-banner";
import { PageSections } from "~/components/page/page-sections";
import { TutorialCard } from "~/features/tutorials/components/tutorial-card";
import { tutorialIndex } from "~/features/tutorials/content.server";
import { tutorialIndexPath } from "~/features/tutorials/groups";
import { pageCopy } from "~/page-copy/pages.server";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/video-tutorial";

/** /video-tutorial: every tutorial, by group. */
export async function loader() {
  const page = pageCopy(tutorialIndexPath);
  if (!page) throw new Error(`content/pages has no copy for ${tutorialIndexPath}`);
  return { page, groups: await tutorialIndex() };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { page } = loaderData;
  return pageMeta({ title: page.title, description: page.description, path: page.path });
}

export default function VideoTutorials({ loaderData: { page, groups } }: Route.ComponentProps) {
  const count = groups.reduce((sum, group) => sum + group.tutorials.length, 0);
  return (
    <>
      <PageBanner eyebrow={page.eyebrow} title={page.h1} lead={page.lead}>
        <p className="text-sm font-medium text-ink-100">
          {count} tutorials in {groups.length} groups
        </p>
      </PageBanner>
      <nav aria-label="Tutorial groups" className="border-b border-slate-200 bg-white">
        <ul className="container-page flex flex-wrap gap-x-6 gap-y-2 py-4 text-sm font-semibold">
          {groups.map((group) => (
            <li key={group.id}>
              <a href={`#${group.id}`} className="link">
                {group.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="container-page space-y-14 py-12">
        {groups.map((group, groupIndex) => (
          <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`}>
            <h2 id={`${group.id}-title`} className="text-2xl font-bold tracking-tight text-slate-900">
              {group.title}
            </h2>
            <p className="mt-2 max-w-3xl leading-relaxed text-slate-700">{group.summary}</p>
            <ul className="mt-6 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
              {group.tutorials.map((tutorial, index) => (
                // The first group's first row is in the first screen at wide widths; the rest load as they scroll in.
                <TutorialCard key={tutorial.path} tutorial={tutorial} eager={groupIndex === 0 && index < 3} />
              ))}
            </ul>
          </section>
        ))}
      </div>
      <PageSections sections={page.sections} />
    </>
  );
}
