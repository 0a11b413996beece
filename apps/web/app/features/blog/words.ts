/** Reading speed used for the "N min read" line. */
export const wordsPerMinute = 230;

/**
 * Words of prose in a markdown body: fenced code, link targets, HTML-like
 * tags and markdown punctuation are not words a reader reads.
 */
export function countWords(markdown: string): number {
  const prose = markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, " ")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, " ")
    .replace(/[#>*_`|~-]+/g, " ");
  return prose.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}
