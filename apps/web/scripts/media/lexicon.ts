/**
 * The lessons' pronunciation lexicon (content/lessons/lexicon.json): each product term, as
 * written, respelled the way the Festival voice says it right ("XPath" as "ex path", not
 * "z-path"). Applied to what the voice is given only; captions keep the written term.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const file = join(import.meta.dirname, "..", "..", "..", "..", "content", "lessons", "lexicon.json");
const source = readFileSync(file, "utf8");
const terms: Record<string, string> = JSON.parse(source).terms;

/** Changes with the lexicon, so lessons whose words are said differently render again. */
export const LEXICON_VERSION = createHash("sha256").update(source).digest("hex").slice(0, 12);

/** `text` as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
// Longest terms first, so "CI/CD" wins over "CI"; a term is whole: not inside a longer word.
const pattern = new RegExp(
  `(?<![\\w/.-])(${Object.keys(terms)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join("|")})(?![\\w/-])`,
  "g",
);

/** `text` with each term of the lexicon respelled for the voice. */
export function pronounced(text: string): string {
  return text.replace(pattern, (term) => terms[term] ?? term);
}
