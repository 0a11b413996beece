/**
 * Result snippets that start where a sentence starts and highlight words, not
 * their punctuation. Pagefind's own excerpt starts wherever its window of
 * matches starts (often mid-sentence) and wraps the whole whitespace-separated
 * token in <mark>, comma and quotes included.
 */

// Pagefind's own word separator: its `locations` index the words of `content` split this way.
const separator = /[^\S\uFEFF]+/;
const sentenceEnd = /[.!?]["'”’)\]]*$/;
// Letters and digits inside a token; what is around them stays outside the mark.
const wordCore = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/u;

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** How far back from the first match a snippet may reach for the start of its sentence. */
const lookBack = 24;

/**
 * An excerpt of `length` words of `content` around its first matched word
 * (`locations` are word indexes), beginning at that word's sentence when the
 * sentence starts within reach. Returns HTML-escaped text with <mark> around
 * the matched words' letters, the format <Excerpt> renders.
 */
export function sentenceExcerpt(content: string, locations: readonly number[], length = 30): string {
  const words = content.split(separator).filter((word, index) => word !== "" || index > 0);
  const first = locations.length > 0 ? Math.min(...locations) : 0;
  let start = first;
  while (start > 0 && first - start < lookBack && !sentenceEnd.test(words[start - 1] ?? "")) start--;
  // No sentence start within reach: begin at the match itself rather than mid-way into a long sentence.
  if (start > 0 && !sentenceEnd.test(words[start - 1] ?? "")) start = first;
  const end = Math.min(words.length, start + length);
  const marked = new Set(locations);
  const parts: string[] = [];
  for (let index = start; index < end; index++) {
    const word = words[index] ?? "";
    const match = marked.has(index) ? wordCore.exec(word) : null;
    parts.push(
      match?.[2]
        ? `${escapeHtml(match[1] ?? "")}<mark>${escapeHtml(match[2])}</mark>${escapeHtml(match[3] ?? "")}`
        : escapeHtml(word),
    );
  }
  return `${start > 0 && !sentenceEnd.test(words[start - 1] ?? "") ? "… " : ""}${parts.join(" ")}${end < words.length ? " …" : ""}`;
}
