import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { headingCaseProblems } from "~/lib/heading-case";

/** The texts the product's contract quotes: they keep their capitals (docs/product/texts.md). */
const textsDoc = readFileSync(new URL("../../../../docs/product/texts.md", import.meta.url), "utf8");
const quoted = new Set([...textsDoc.matchAll(/"([^"]+)"/g)].map(([, text]) => (text as string).replace(/\s+/g, " ")));

const pagesDir = new URL("../../../../content/pages/", import.meta.url);

/** Keys whose text is a heading on the page: the h1, its eyebrow, section and card headings and titles. */
const headingKey = /^(h1|eyebrow|heading|title)$|(Heading|Title)$/;

/** Every heading in content/pages, as "file key.path: text". The page's <title> (a `title` beside its `description`) is not a heading. */
function headings(value: unknown, path: string, out: Map<string, string>) {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) headings(item, `${path}.${index}`, out);
  } else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    for (const [key, item] of Object.entries(record)) {
      if (typeof item === "string") {
        const documentTitle = key === "title" && ("description" in record || path.endsWith(".ts"));
        const where = `${path}.${key}`;
        if (headingKey.test(key) && !documentTitle) out.set(where, item);
      } else headings(item, `${path}.${key}`, out);
    }
  }
}

async function contentHeadings(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const file of readdirSync(pagesDir)) {
    const url = new URL(file, pagesDir);
    if (file.endsWith(".json")) headings(JSON.parse(readFileSync(url, "utf8")), file, out);
    else if (file.endsWith(".ts")) headings({ ...(await import(/* @vite-ignore */ url.pathname)) }, file, out);
  }
  return out;
}

describe("headings are in sentence case (docs/design-system.md#casing)", () => {
  it("flags Title Case, and lets names, acronyms and quoted texts keep their capitals", () => {
    const none = new Set<string>();
    expect(headingCaseProblems("One Platform for Scriptless Test Automation", none)).toEqual([
      "Scriptless",
      "Test",
      "Automation",
    ]);
    expect(headingCaseProblems("Test automation, AI-Powered", none)).toEqual(["AI-Powered"]);
    expect(headingCaseProblems("Mobile app automation for Android and iOS", none)).toEqual([]);
    expect(headingCaseProblems("How Ignitest automates ServiceNow with NLPs and the API", none)).toEqual([]);
    expect(headingCaseProblems("Latest release: Ignitest 2.2", none)).toEqual([]);
    expect(headingCaseProblems("Can I run tests from my CI/CD pipeline?", none)).toEqual([]);
    expect(headingCaseProblems("Platform · Test management", none)).toEqual([]);
    expect(headingCaseProblems("Ready to get Started", none)).toEqual(["Started"]);
    expect(headingCaseProblems("Ready to get Started", new Set(["Ready to get Started"]))).toEqual([]);
  });

  it("reads the quoted texts from the contract", () => {
    for (const text of [
      "Are you ready to Explore",
      "Self Learning Videos",
      "Pre Requisites",
      "Safari Browser Limitation",
    ]) {
      expect(quoted).toContain(text);
    }
  });

  it("holds for every heading in content/pages", async () => {
    const all = await contentHeadings();
    expect(all.size).toBeGreaterThan(300);
    const problems = [...all]
      .map(([where, text]) => [where, text, headingCaseProblems(text, quoted)] as const)
      .filter(([, , words]) => words.length > 0)
      .map(([where, text, words]) => `${where}: "${text}" (${words.join(", ")})`);
    expect(problems).toEqual([]);
  });
});
