import { useId } from "react";
import type { BlogArticleSummary } from "../types";
import { ArticleCard } from "./article-card";

/** Three articles that share the most tags with this one. */
export function RelatedArticles({ articles }: { articles: readonly BlogArticleSummary[] }) {
  const titleId = useId();
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="border-t border-slate-200 bg-slate-50">
      <div className="container-page py-12 sm:py-16">
        <h2 id={titleId} className="text-2xl font-bold tracking-tight sm:text-3xl">
          Related articles
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {articles.map((article) => (
            <ArticleCard key={article.slug} article={article} headingLevel={3} />
          ))}
        </div>
      </div>
    </section>
  );
}
