import { formatArticleDate } from "../format";

type ArticleBylineProps = {
  author: { name: string; role?: string | undefined };
  date: string;
  readingMinutes: number;
  className?: string;
};

/** Author (with role where given), then date and reading time: the lines under every title. */
export function ArticleByline({ author, date, readingMinutes, className }: ArticleBylineProps) {
  return (
    <div className={`text-sm ${className ?? ""}`}>
      <p>
        <span className="font-semibold">{author.name}</span>
        {author.role ? <span>, {author.role}</span> : null}
      </p>
      <p className="mt-1 flex flex-wrap gap-x-2">
        <time dateTime={date}>{formatArticleDate(date)}</time>
        <span aria-hidden="true">·</span>
        <span>{readingMinutes} min read</span>
      </p>
    </div>
  );
}
