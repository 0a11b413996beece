/** What the live region says once a search has answered; `corrected` is the index's word search used instead. */
export function resultsAnnouncement(total: number, query: string, corrected?: string): string {
  if (total === 0) return `No results for “${query}”`;
  const count = `${total} ${total === 1 ? "result" : "results"}`;
  return corrected ? `${count} for “${corrected}” (nothing matched “${query}”)` : `${count} for “${query}”`;
}
