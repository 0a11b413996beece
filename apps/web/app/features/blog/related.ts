type Relatable = { slug: string; date: string; tags: readonly { id: string }[] };

/**
 * Related articles: the most shared tags first, then the newest; always
 * `count` of them while the blog has that many other articles.
 */
export function relatedArticles<T extends Relatable>(article: Relatable, all: readonly T[], count = 3): T[] {
  const own = new Set(article.tags.map((tag) => tag.id));
  return all
    .filter((candidate) => candidate.slug !== article.slug)
    .map((candidate) => ({ candidate, shared: candidate.tags.filter((tag) => own.has(tag.id)).length }))
    .sort(
      (a, b) =>
        b.shared - a.shared ||
        b.candidate.date.localeCompare(a.candidate.date) ||
        a.candidate.slug.localeCompare(b.candidate.slug),
    )
    .slice(0, count)
    .map(({ candidate }) => candidate);
}
