import { site } from "@ignitest/contracts";
import { data } from "react-router";
import { ReadyToExplore } from "~/components/blocks/ready-to-explore";
import { ArticleBody } from "~/features/blog/components/article-body";
import { ArticleHeader } from "~/features/blog/components/article-header";
import { ArticleNeighbours } from "~/features/blog/components/article-neighbours";
import { BlogCover } from "~/features/blog/components/blog-cover";
import { RelatedArticles } from "~/features/blog/components/related-articles";
import { blogArticle } from "~/features/blog/content.server";
import { feedLinks } from "~/features/blog/meta";
import { loadPrerendered } from "~/lib/load-prerendered";
import { absoluteUrl } from "~/site/config";
import { notFoundMeta, pageMeta } from "~/site/seo";
import type { Route } from "./+types/article";

/** One article at /blogs/<slug>, prerendered from content/blogs/<slug>.md. */
export async function loader({ params }: Route.LoaderArgs) {
  const page = await blogArticle(params.slug);
  if (!page) throw data(`No blog article ${params.slug}`, { status: 404 });
  return page;
}

/** Unknown slugs, tags and pages were not prerendered: their missing data becomes a 404. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return loadPrerendered(serverLoader);
}

export function meta({ loaderData }: Route.MetaArgs) {
  // No data means the 404 above: keep the not-found page's title and noindex.
  if (!loaderData) return notFoundMeta();
  const { article } = loaderData;
  const base = pageMeta({
    title: `${article.title} | ${site.name} Blog`,
    description: article.description,
    path: article.path,
  });
  return [
    ...base.filter((tag) => !("property" in tag && tag.property === "og:type")),
    { property: "og:type", content: "article" },
    { property: "article:published_time", content: article.date },
    ...article.tags.map((tag) => ({ property: "article:tag", content: tag.label })),
    ...feedLinks(),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: article.title,
        description: article.description,
        datePublished: article.date,
        author: { "@type": "Person", name: article.author.name, jobTitle: article.author.role },
        publisher: { "@type": "Organization", name: site.name },
        mainEntityOfPage: absoluteUrl(article.path),
        image: absoluteUrl(`/blog-covers/${article.cover}.svg`),
        wordCount: article.words,
      },
    },
  ];
}

export default function BlogArticleRoute({ loaderData }: Route.ComponentProps) {
  const { article, related, newer, older } = loaderData;
  return (
    <>
      <article data-pagefind-body data-pagefind-meta="section:Blog">
        <ArticleHeader article={article} />
        <div className="container-page max-w-3xl py-10 sm:py-14">
          <BlogCover motif={article.cover} eager className="rounded-xl border border-slate-200" />
          <div className="mt-10">
            <ArticleBody html={article.html} />
          </div>
          <div data-pagefind-ignore>
            <ArticleNeighbours newer={newer} older={older} />
          </div>
        </div>
      </article>
      <RelatedArticles articles={related} />
      <ReadyToExplore />
    </>
  );
}
