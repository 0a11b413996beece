import { Link } from "react-router";
import type { BlogArticleSummary } from "../types";
import { ArticleByline } from "./article-byline";
import { TagChip } from "./tag-chip";

/** The article's banner: back link, tags, the page's one h1, summary and byline. */
export function ArticleHeader({ article }: { article: BlogArticleSummary }) {
  return (
    <header className="bg-gradient-to-br from-ink-900 via-ink-800 to-ink-700 text-white">
      <div className="container-page max-w-3xl py-12 sm:py-16">
        <p>
          <Link to="/blogs" className="text-sm font-semibold text-brand-100 underline-offset-2 hover:underline">
            <span aria-hidden="true">←</span> All articles
          </Link>
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-5xl">{article.title}</h1>
        <p className="mt-5 max-w-3xl text-lg leading-relaxed text-ink-100">{article.description}</p>
        <ArticleByline
          author={article.author}
          date={article.date}
          readingMinutes={article.readingMinutes}
          className="mt-6 text-ink-100"
        />
        <ul className="mt-5 flex flex-wrap gap-2" aria-label="Tags">
          {article.tags.map((tag) => (
            <li key={tag.id}>
              <TagChip tag={tag} tone="dark" />
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}
