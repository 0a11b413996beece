import { Link } from "react-router";
import type { BlogArticleSummary } from "../types";
import { ArticleByline } from "./article-byline";
import { BlogCover } from "./blog-cover";
import { TagChip } from "./tag-chip";

type ArticleCardProps = { article: BlogArticleSummary; headingLevel?: 2 | 3 };

/** One article in a listing or a related-articles row; the title is the link. */
export function ArticleCard({ article, headingLevel = 2 }: ArticleCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <BlogCover motif={article.cover} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading className="text-lg font-bold leading-snug tracking-tight text-slate-900">
          <Link to={article.path} className="hover:text-ink-700 hover:underline">
            {article.title}
          </Link>
        </Heading>
        <p className="text-slate-700">{article.description}</p>
        <ArticleByline
          author={{ name: article.author.name }}
          date={article.date}
          readingMinutes={article.readingMinutes}
          className="mt-auto text-slate-600"
        />
        <ul className="flex flex-wrap gap-2" aria-label="Tags">
          {article.tags.map((tag) => (
            <li key={tag.id}>
              <TagChip tag={tag} />
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
