import { site } from "@ignitest/contracts";
import { data, useLocation } from "react-router";
import { Breadcrumbs } from "~/features/docs/components/breadcrumbs";
import { DocsFeedback } from "~/features/docs/components/docs-feedback";
import { DocsLayout } from "~/features/docs/components/docs-layout";
import { LastUpdated } from "~/features/docs/components/last-updated";
import { MarkdownCopyLink } from "~/features/docs/components/markdown-copy-link";
import { PrerenderedDocsBody } from "~/features/docs/components/prerendered-docs-body";
import { PrevNext } from "~/features/docs/components/prev-next";
import { Toc } from "~/features/docs/components/toc";
import { docPageView } from "~/features/docs/content.server";
import { docPath } from "~/features/docs/navigation";
import { loadWithBody } from "~/lib/body-fragment";
import { absoluteUrl } from "~/site/config";
import { notFoundMeta, pageMeta } from "~/site/seo";
import type { Route } from "./+types/doc-page";

export const handle = { headerStyle: "position" };

/**
 * One docs page at /docs/<section>/<page>, prerendered from content/docs/<section>/<page>.md.
 * The body's HTML is left out: the page arrives with it in its markup (lib/body-fragment.ts).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const view = await docPageView(params.section, params.page);
  if (!view) throw data(`No docs page ${params.section}/${params.page}`, { status: 404 });
  const { html: _html, ...page } = view.page;
  return { ...view, page };
}

/** A client navigation fetches the body beside the data; an unknown page gets the not-found page. */
export function clientLoader({ serverLoader, params }: Route.ClientLoaderArgs) {
  return loadWithBody(serverLoader, docPath(params.section, params.page));
}

export function meta({ loaderData }: Route.MetaArgs) {
  // No data means the 404 above: keep the not-found page's title and noindex.
  if (!loaderData) return notFoundMeta();
  const { page, breadcrumbs } = loaderData;
  return [
    ...pageMeta({
      title: `${page.title} | ${site.name} Docs`,
      description: page.description,
      path: page.path,
    }),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: breadcrumbs.map((crumb, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: crumb.label,
          item: absoluteUrl(crumb.path),
        })),
      },
    },
  ];
}

export default function DocPage({ loaderData }: Route.ComponentProps) {
  const { page, breadcrumbs, previous, next, sidebar } = loaderData;
  const body = "body" in loaderData ? loaderData.body : undefined;
  // The sidebar follows the URL the browser shows, so it is right between a click and the new loader data.
  const { pathname } = useLocation();
  return (
    <DocsLayout sidebar={sidebar} currentPath={pathname} toc={<Toc headings={page.headings} id="toc-heading-wide" />}>
      <Breadcrumbs items={breadcrumbs} />
      <article data-pagefind-body data-pagefind-meta="section:Docs" className="mt-5">
        <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">{page.title}</h1>
        <p className="mt-3 text-lg leading-relaxed text-slate-700">{page.description}</p>
        <div className="mt-3 flex flex-wrap items-baseline gap-x-5 gap-y-1">
          <LastUpdated date={page.lastUpdated} />
          <MarkdownCopyLink path={page.path} />
        </div>
        {page.headings.length > 0 ? (
          <details data-pagefind-ignore className="mt-6 rounded-lg border border-slate-200 px-4 py-3 xl:hidden">
            <summary className="cursor-pointer font-semibold text-slate-900">Contents</summary>
            <div className="mt-3">
              <Toc headings={page.headings} id="toc-heading-narrow" />
            </div>
          </details>
        ) : null}
        <div className="mt-8">
          <PrerenderedDocsBody path={page.path} html={body} />
        </div>
      </article>
      <DocsFeedback path={page.path} />
      <PrevNext previous={previous} next={next} />
    </DocsLayout>
  );
}
