/**
 * The casing rule for headings (docs/design-system.md#casing): sentence case. The first word of the
 * heading, and of each part after a colon, a middle dot or a question mark, starts with a capital;
 * after that only names keep theirs: the products, the applications and tools the site names, and
 * words that are capitals by nature (acronyms such as API, names such as iOS, ServiceNow, NLPs).
 * Texts the product's contract quotes (docs/product/texts.md) stay exactly as quoted, Title Case
 * included: the caller passes them as `quoted`.
 */

/** Names that keep their capital inside a heading. Add a name here, never a common word. */
export const properNouns = new Set([
  // The products and their parts (docs/product/pages-and-routes.md).
  "Ignitest",
  "Platform",
  "Finder",
  "Cloud",
  "Assets",
  "Crowd",
  "Academy",
  "Beta",
  "Basic",
  "Professional",
  "Enterprise",
  "Premises",
  // Applications, platforms and tools the pages name.
  "Android",
  "Azure",
  "Bitbucket",
  "Campus",
  "Chrome",
  "Classic",
  "Dynamics",
  "Excel",
  "Financials",
  "Fiori",
  "Firefox",
  "Jenkins",
  "Jira",
  "Lightning",
  "Linux",
  "Mac",
  "Media",
  "Microsoft",
  "Oracle",
  "Safari",
  "Salesforce",
  "Slack",
  "Windows",
  "Workday",
]);

/** A word that is a capital by nature: the pronoun I, all capitals (API, SAP, MS), a capital after the first letter (iOS, GitHub, NLPs), or digits. */
function capitalByNature(word: string): boolean {
  return word === "I" || /\d/.test(word) || /^[A-Z]{2,}s?$/.test(word) || /^.[a-z]*[A-Z]/.test(word);
}

/** The words of `heading` that break sentence case; empty when it holds the rule or is quoted. */
export function headingCaseProblems(heading: string, quoted: ReadonlySet<string>): string[] {
  if (quoted.has(heading)) return [];
  const problems: string[] = [];
  for (const part of heading.split(/:\s+|\s+·\s+|\?\s+/)) {
    const words = part.split(/\s+/).filter(Boolean);
    for (const raw of words.slice(1)) {
      const word = raw.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, "");
      if (!/^\p{Lu}/u.test(word)) continue;
      // A hyphenated or slashed word holds the rule when each capitalised piece does (AI-powered, CI/CD).
      const pieces = word.split(/[-/]/).filter((piece) => /^\p{Lu}/u.test(piece));
      if (pieces.every((piece) => properNouns.has(piece) || capitalByNature(piece))) continue;
      problems.push(word);
    }
  }
  return problems;
}
