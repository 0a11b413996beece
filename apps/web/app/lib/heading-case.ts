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
  "Edge",
  "Excel",
  "Financials",
  "Fiori",
  "Fusion",
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
  "Selenium",
  "Slack",
  "Windows",
  "Workday",
  // Places the site names (the footer's offices).
  "United",
  "States",
  "Kingdom",
]);

/** Names of more than one word, whose words alone are common ones. */
const namePhrases = ["E-Business Suite"];

/** A word that is a capital by nature: the pronoun I, all capitals (API, SAP, MS), a capital after the first letter (iOS, GitHub, NLPs), or digits. */
function capitalByNature(word: string): boolean {
  return word === "I" || /\d/.test(word) || /^[A-Z]{2,}s?$/.test(word) || /^.[a-z]*[A-Z]/.test(word);
}

/** A section number before a heading's first word ("3.", "3.1", "3.1."). */
const sectionNumber = /^\d+(\.\d+)*\.?$/;

/**
 * The words of `heading` that break sentence case; empty when it holds the rule or is quoted.
 * `uiLabels` are the product's screen, tab and button names as its docs write them in bold
 * ("Quick Run", "Defect Metrics"): a heading that names one keeps its capitals, as the docs do.
 */
export function headingCaseProblems(
  heading: string,
  quoted: ReadonlySet<string>,
  uiLabels: ReadonlySet<string> = new Set(),
): string[] {
  if (quoted.has(heading)) return [];
  let text = heading;
  const phrases = [...namePhrases, ...[...uiLabels].filter((label) => label.includes(" "))];
  for (const label of phrases.sort((a, b) => b.length - a.length)) {
    text = text.split(label).join("label");
  }
  const problems: string[] = [];
  for (const part of text.split(/:\s+|\s+·\s+|\?\s+/)) {
    const words = part.split(/\s+/).filter(Boolean);
    if (words.length > 1 && sectionNumber.test(words[0] ?? "")) words.shift();
    for (const raw of words.slice(1)) {
      const word = raw.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, "").replace(/['’]s$/, "");
      if (!/^\p{Lu}/u.test(word)) continue;
      // A hyphenated or slashed word holds the rule when each capitalised piece does (AI-powered, CI/CD).
      const pieces = word.split(/[-/]/).filter((piece) => /^\p{Lu}/u.test(piece));
      if (pieces.every((piece) => properNouns.has(piece) || uiLabels.has(piece) || capitalByNature(piece))) continue;
      problems.push(word);
    }
  }
  return problems;
}

/** The labels a Markdown page writes in bold and with a capital ("**Quick Run**", "**Analytics**"): the product's own names. */
export function boldLabelsIn(markdown: string): string[] {
  return [...markdown.matchAll(/\*\*(\p{Lu}[^*\n]{0,60}?)\*\*/gu)]
    .map(([, label]) => label as string)
    .filter((label) => label.split(/\s+/).length <= 5);
}

/** A label as it reads inside a sentence or heading: "Test automation" becomes "test automation"; a name or acronym ("SAP", "CI/CD", "Jenkins") keeps its capital. */
export function inSentence(label: string): string {
  const first = (label.split(/\s+/)[0] ?? "").replace(/[^\p{L}\d/-]+/gu, "");
  const pieces = first.split(/[-/]/);
  if (pieces.every((piece) => properNouns.has(piece) || capitalByNature(piece))) return label;
  return label.charAt(0).toLowerCase() + label.slice(1);
}
