/**
 * The three legal texts of the footer dialog (docs/product/pages-and-routes.md#legal), loaded with
 * dynamic import() when the dialog first opens, so they stay out of every
 * page's HTML and main bundle. The markdown plugin renders each file at build
 * time. Kept apart from the dialog so unit tests can replace the loader: in
 * Vitest 4.1 a vi.mock factory still transforms the original module
 * (vitest-dev/vitest#9622), and a .md file is not JavaScript without the plugin.
 */
import { legalDialog as words } from "../../../../../content/pages/legal-dialog";

type Markdown = { attributes: Record<string, unknown>; html: string };

export const legalDocuments = [
  { id: "terms", label: words.documents.terms },
  { id: "privacy", label: words.documents.privacy },
  { id: "eula", label: words.documents.eula },
] as const;

export type LegalDocId = (typeof legalDocuments)[number]["id"];

export type LegalText = {
  title: string;
  /** ISO date from the front matter, e.g. "2024-08-06". */
  lastUpdated: string | null;
  html: string;
};
export type LegalTexts = Record<LegalDocId, LegalText>;

const loaders: Record<LegalDocId, () => Promise<{ default: Markdown }>> = {
  terms: () => import("../../../../../content/legal/terms-of-use.md"),
  privacy: () => import("../../../../../content/legal/privacy-policy.md"),
  eula: () => import("../../../../../content/legal/eula.md"),
};

/** Front matter is checked at the edge; a missing title falls back to the tab label. */
export function toLegalText(doc: Markdown, fallbackTitle: string): LegalText {
  const { title, lastUpdated } = doc.attributes;
  return {
    title: typeof title === "string" && title.trim() ? title : fallbackTitle,
    lastUpdated: typeof lastUpdated === "string" && /^\d{4}-\d{2}-\d{2}$/.test(lastUpdated) ? lastUpdated : null,
    html: doc.html,
  };
}

export async function loadLegalTexts(): Promise<LegalTexts> {
  const loaded = await Promise.all(
    legalDocuments.map(async ({ id, label }) => [id, toLegalText((await loaders[id]()).default, label)] as const),
  );
  return Object.fromEntries(loaded) as LegalTexts;
}
