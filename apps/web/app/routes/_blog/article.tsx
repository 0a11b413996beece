import { site } from "@ignitest/contracts";
import { data } from "react-router";
import { ReadyToExplore } from "~/components/blocks/ready-to-explore";
import { ArticleBody } from "~/features/blog/components/article-body";
import { ArticleHeader } from "~/features/blog/components/article-header";
import { ArticleNeighbours } from "~/features/blog/components/article-neighbours";
import { BlogCover } from "~/features/blog/components/blog-cover";
import { RelatedArticles } from "~/features/blog/components/related-articles";
import { blogArticle, toSummary } from "~/features/blog/content.server";
import { articlePath } from "~/features/blog/listing";
import { feedLinks } from "~/features/blog/meta";
import { loadWithBody } from "~/lib/body-fragment";
import { absoluteUrl } from "~/site/config";
import { notFoundMeta, pageMeta } from "~/site/seo";
import type { Route } from "./+types/article";

/**
 * One article at /blogs/<slug>, prerendered from content/blogs/<slug>.md.
 * The body's HTML is left out: the page arrives with it in its markup (lib/body-fragment.ts).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const page = await blogArticle(params.slug);
  if (!page) throw data(`No blog article ${params.slug}`, { status: 404 });
  return { ...page, article: toSummary(page.article) };
}

/** A client navigation fetches the body beside the data; an unknown slug was not prerendered and is a 404. */
export function clientLoader({ serverLoader, params }: Route.ClientLoaderArgs) {
  return loadWithBody(serverLoader, articlePath(params.slug));
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
  const body = "body" in loaderData ? loaderData.body : undefined;
  return (
    <>
      <article data-pagefind-body data-pagefind-meta="section:Blog">
        <ArticleHeader article={article} />
        <div className="container-page max-w-3xl py-10 sm:py-14">
          <BlogCover motif={article.cover} eager className="rounded-xl border border-slate-200" />
          <div className="mt-10">
            <ArticleBody path={article.path} html={body} />
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
