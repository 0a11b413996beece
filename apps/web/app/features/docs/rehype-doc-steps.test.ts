import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderDoc } from "./content.server";
import { docsContentDir, readDocSources } from "./source.server";

/** The step numbers a reader sees: each numbered item's badge, in page order. */
function stepNumbers(html: string): string[] {
  return [...html.matchAll(/<li data-step="(\d+)"/g)].map((match) => match[1] ?? "");
}

describe("docs steps after a table", () => {
  it("goes on at step 5 on the data providers page, where a settings table splits the list", async () => {
    // Only this page is rendered (all of the docs took 7-26 s, which ran past the timeout on a busy machine).
    const contentDir = docsContentDir();
    const source = readDocSources(contentDir).find((doc) => doc.file.endsWith("test-data/data-providers.md"));
    expect(source, "content/docs/test-data/data-providers.md").toBeDefined();
    if (!source) return;
    const { html } = await renderDoc(source, join(contentDir, "..", "..", "apps", "web", "public"));
    // The steps before the table are 1–4; the two after it are 5 and 6, not 1 and 2.
    const afterTable = html.slice(html.indexOf("</table>"));
    expect(stepNumbers(afterTable).slice(0, 2)).toEqual(["5", "6"]);
    expect(stepNumbers(html.slice(0, html.indexOf("<table"))).at(0)).toBe("1");
  });
});
