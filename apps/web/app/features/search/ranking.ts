/**
 * Puts results whose title matches the query first, keeping Pagefind's order
 * otherwise: searching "pricing" must open on the pricing page, not on the
 * blog posts that say "price" more often. Pagefind ranks by the body (its
 * title weight helps but does not decide), and only the loaded results know
 * their titles, so this reorders the first page of results.
 */
function stem(word: string): string {
  const stripped = word.replace(/(ing|ed|es|s)$/, "");
  return stripped.length >= 3 ? stripped : word;
}

function titleScore(title: string, terms: readonly string[]): number {
  const titleWords = title.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  let score = 0;
  for (const term of terms) {
    if (titleWords.includes(term)) score += 2;
    else if (titleWords.some((word) => word.startsWith(stem(term)))) score += 1;
  }
  return score;
}

export function titleMatchesFirst<T extends { title: string }>(hits: readonly T[], query: string): T[] {
  const terms = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return hits
    .map((hit, index) => ({ hit, index, score: titleScore(hit.title, terms) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ hit }) => hit);
}
