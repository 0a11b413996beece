import { PageBanner } from "~/components/page/page-banner";
import { DocsSearchBox } from "~/features/docs/components/docs-search-box";
import { PopularDocs } from "~/features/docs/components/popular-docs";
import { SectionCard } from "~/features/docs/components/section-card";
import { docsIndex } from "~/features/docs/content.server";
import { docsIndexGroups } from "~/features/docs/index-groups";
import { pageCopy } from "~/page-copy/pages.server";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/documentation";

export const handle = { headerStyle: "position" };

/** /documentation: the introduction, the most-read pages and every section with its pages. */
export async function loader() {
  const page = pageCopy("/documentation");
  if (!page) throw new Error("content/pages has no copy for /documentation");
  const { sections, popular, pageCount } = await docsIndex();
  const groups = docsIndexGroups.map(({ copyId, sections: ids }) => {
    const copy = page.sections.find((section) => section.id === copyId);
    if (!copy) throw new Error(`content/pages/resources.json: /documentation has no section "${copyId}"`);
    return { ...copy, sections: sections.filter((section) => ids.includes(section.id)) };
  });
  return { page, groups, popular, pageCount };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page } = loaderData;
  return pageMeta({ title: page.title, description: page.description, path: page.path });
}

export default function Documentation({ loaderData: { page, groups, popular, pageCount } }: Route.ComponentProps) {
  return (
    <>
      <PageBanner eyebrow={page.eyebrow} title={page.h1} lead={page.lead} tone="light">
        <p className="text-sm font-medium text-slate-700">
          {pageCount} pages in {groups.reduce((sum, group) => sum + group.sections.length, 0)} sections
        </p>
        <DocsSearchBox />
      </PageBanner>
      <div className="container-page space-y-14 py-12">
        <PopularDocs pages={popular} />
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={group.id}>
            <h2 id={group.id} className="text-2xl font-bold tracking-tight text-slate-900">
              {group.heading}
            </h2>
            <p className="mt-2 max-w-3xl leading-relaxed text-slate-700">{group.body}</p>
            <div className="mt-6 grid gap-5 md:grid-cols-2 xl:grid-cols-4">
              {group.sections.map((section) => (
                <SectionCard key={section.id} section={section} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
