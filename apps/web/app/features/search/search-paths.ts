/** /search, or /search?q=… for a query: where the dialog's "see all" and a no-JS form submit go. */
export function searchPagePath(query: string): string {
  const term = query.trim();
  return term ? `/search?${new URLSearchParams({ q: term })}` : "/search";
}
