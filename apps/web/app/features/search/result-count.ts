/** What the live region says once a search has answered. */
export function resultsAnnouncement(total: number, query: string): string {
  if (total === 0) return `No results for “${query}”`;
  return `${total} ${total === 1 ? "result" : "results"} for “${query}”`;
}
