import { distance } from "fastest-levenshtein";
import { z } from "zod";

/** Written at build time beside the index (scripts/search-vocabulary.mjs): the indexed words, most frequent first. */
const VocabularySchema = z.array(z.string());

// A variable, not a literal: the file exists only after the build.
const vocabularyUrl = "/pagefind/vocabulary.json";
let loading: Promise<string[]> | null = null;

/** Loads the vocabulary once, on the first search that finds nothing; a failed load is retried next time. */
export function loadVocabulary(): Promise<string[]> {
  if (!loading) {
    loading = fetch(vocabularyUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`vocabulary: HTTP ${response.status}`);
        return response.json();
      })
      .then((json) => VocabularySchema.parse(json));
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** One edit for words up to 5 letters, two beyond: "jenkns" → "jenkins", but "test" never becomes "text". */
function allowedEdits(word: string): number {
  return word.length <= 5 ? 1 : 2;
}

/**
 * The query with each word the index does not know replaced by the closest
 * word it does (fewest edits, then the more frequent), or undefined when no
 * word needs or has a correction. Words under four letters are left alone.
 */
export function correctQuery(query: string, vocabulary: readonly string[]): string | undefined {
  const known = new Set(vocabulary);
  let changed = false;
  const words = query.split(/\s+/).map((raw) => {
    const word = raw.toLowerCase();
    if (word.length < 4 || known.has(word) || !/^\p{L}+$/u.test(word)) return raw;
    let best: { word: string; edits: number } | undefined;
    for (const candidate of vocabulary) {
      if (Math.abs(candidate.length - word.length) > allowedEdits(word)) continue;
      const edits = distance(word, candidate);
      // The vocabulary is sorted by frequency, so the first of equally close words is the commoner one.
      if (edits <= allowedEdits(word) && (!best || edits < best.edits)) best = { word: candidate, edits };
    }
    if (!best) return raw;
    changed = true;
    return best.word;
  });
  return changed ? words.join(" ") : undefined;
}
