// After the build: every heading (h1–h4) of every built page holds the casing rule
// (docs/design-system.md#casing), whatever wrote it: content/pages, the docs and blog
// Markdown, the lesson menus, or words built in code (a blog tag page's h1). Run as a
// script it fails the build on a problem; `siteHeadingProblems` is pure over a folder,
// so the test feeds it pages of its own.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { academyVideos } from "../../../content/academy/videos";
import { boldLabelsIn, headingCaseProblems } from "../app/lib/heading-case";

export interface CasingRules {
  /** Texts the product's contract quotes: kept exactly as quoted. */
  quoted: ReadonlySet<string>;
  /** The product's screen, tab and button names, as its docs write them in bold. */
  uiLabels: ReadonlySet<string>;
  /** Headings left as they are for a stated reason (see `casingRules`). */
  exempt: ReadonlySet<string>;
}

function* files(dir: string, name: (file: string) => boolean): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path, name);
    else if (name(entry.name)) yield path;
  }
}

const entities: Record<string, string> = {
  "&amp;": "&",
  "&#x27;": "'",
  "&#39;": "'",
  "&quot;": '"',
  "&lt;": "<",
  "&gt;": ">",
};

/** The text of each h1–h4 of a page, its markup and entities undone. */
export function headingsOf(html: string): string[] {
  return [...html.matchAll(/<h([1-4])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map(([, , inner]) =>
    (inner ?? "")
      .replace(/<[^>]+>/g, "")
      .replace(/&(amp|#x27|#39|quot|lt|gt);/g, (entity) => entities[entity] ?? entity)
      .replace(/\s+/g, " ")
      .trim(),
  );
}

/**
 * The rules as the repository states them. Multi-word bold labels of any docs page count as the
 * product's names; single words only from the project menu's page (its menus and tabs), since
 * the docs also bold common words such as **Save**. Exempt: the academy lessons' titles, the
 * entries of the academy's menu, which the spec names in title case ("Project Creation", "Roles
 * Management") and the lessons' title cards show.
 */
export function casingRules(repoRoot: string): CasingRules {
  const texts = readFileSync(join(repoRoot, "docs/product/texts.md"), "utf8");
  const quoted = new Set([...texts.matchAll(/"([^"]+)"/g)].map(([, text]) => (text ?? "").replace(/\s+/g, " ")));
  const uiLabels = new Set<string>();
  const docsDir = join(repoRoot, "content/docs");
  for (const path of files(docsDir, (file) => file.endsWith(".md"))) {
    for (const label of boldLabelsIn(readFileSync(path, "utf8"))) if (label.includes(" ")) uiLabels.add(label);
  }
  for (const label of boldLabelsIn(readFileSync(join(docsDir, "project-menu/overview.md"), "utf8"))) {
    uiLabels.add(label);
  }
  return { quoted, uiLabels, exempt: new Set(academyVideos.map((video) => video.title)) };
}

/** "page: heading (words)" for each heading of the built site that breaks the rule. */
export function siteHeadingProblems(clientDir: string, rules: CasingRules): string[] {
  const problems = new Set<string>();
  for (const path of files(clientDir, (file) => file === "index.html")) {
    const page = `/${relative(clientDir, path).replace(/(^|\/)index\.html$/, "")}`;
    // The playground's sample apps are the apps a visitor tests, with their own names and words (docs/playground.md).
    if (page.startsWith("/playground/apps/")) continue;
    for (const heading of headingsOf(readFileSync(path, "utf8"))) {
      if (rules.exempt.has(heading)) continue;
      const words = headingCaseProblems(heading, rules.quoted, rules.uiLabels);
      if (words.length > 0) problems.add(`${page}: "${heading}" (${words.join(", ")})`);
    }
  }
  return [...problems];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const repoRoot = new URL("../../../", import.meta.url).pathname;
  const clientDir = new URL("../build/client", import.meta.url).pathname;
  const problems = siteHeadingProblems(clientDir, casingRules(repoRoot));
  if (problems.length > 0) {
    console.error(
      `[heading-case] ${problems.length} headings are not in sentence case (docs/design-system.md#casing):\n  ${problems.slice(0, 40).join("\n  ")}`,
    );
    process.exit(1);
  }
  console.info("[heading-case] every heading of the built pages is in sentence case");
}
