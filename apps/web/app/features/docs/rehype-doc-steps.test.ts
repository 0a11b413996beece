import { describe, expect, it } from "vitest";
import { loadDocs } from "./content.server";

/** The step numbers a reader sees: each numbered item's badge, in page order. */
function stepNumbers(html: string): string[] {
  return [...html.matchAll(/<li data-step="(\d+)"/g)].map((match) => match[1] ?? "");
}

describe("docs steps after a table", () => {
  it("goes on at step 5 on the data providers page, where a settings table splits the list", async () => {
    const docs = await loadDocs();
    const page = docs.pages.find((doc) => doc.path.endsWith("/test-data/data-providers"));
    expect(page, "content/docs/test-data/data-providers.md").toBeDefined();
    const html = page?.html ?? "";
    // The steps before the table are 1–4; the two after it are 5 and 6, not 1 and 2.
    const afterTable = html.slice(html.indexOf("</table>"));
    expect(stepNumbers(afterTable).slice(0, 2)).toEqual(["5", "6"]);
    expect(stepNumbers(html.slice(0, html.indexOf("<table"))).at(0)).toBe("1");
  });
});
