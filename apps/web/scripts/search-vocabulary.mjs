// The index's vocabulary: the words of every indexed page, most frequent
// first, written beside the index (pagefind/vocabulary.json). The search UI
// loads it only when a query finds nothing, to suggest the word one typo away
// ("jenkns" → "jenkins"). Pagefind matches prefixes, not typos.

const entities = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** The visible text of a page's searchable body: tags, scripts and styles dropped. */
export function bodyText(html) {
  const start = html.search(/<[a-z]+[^>]*\bdata-pagefind-body\b/);
  const body = start === -1 ? "" : html.slice(start);
  return body
    .replace(/<(script|style|video|svg)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name) => entities[name] ?? " ");
}

export function createVocabulary() {
  const counts = new Map();
  return {
    add(text) {
      for (const word of text.toLowerCase().match(/\p{L}[\p{L}\p{N}]{3,}/gu) ?? []) {
        counts.set(word, (counts.get(word) ?? 0) + 1);
      }
    },
    /** Words seen at least twice (a one-off is as likely a typo of ours), most frequent first, at most `limit`. */
    words(limit = 6000) {
      return [...counts]
        .filter(([, count]) => count >= 2)
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, limit)
        .map(([word]) => word);
    },
  };
}
