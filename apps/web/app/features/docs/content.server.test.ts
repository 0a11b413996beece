import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { docPageView, docsIndex, loadDocs } from "./content.server";
import { readDocSources } from "./source.server";

/** A throwaway content/docs tree (and public dir) holding exactly the given files. */
function docsTree(files: Record<string, string>, images: Record<string, string> = {}) {
  const root = mkdtempSync(join(tmpdir(), "ignitest-docs-"));
  const contentDir = join(root, "content", "docs");
  const publicDir = join(root, "public");
  for (const [path, text] of Object.entries({ ...files, "README.md": "# Writers' notes\n" })) {
    mkdirSync(join(contentDir, path, ".."), { recursive: true });
    writeFileSync(join(contentDir, path), text);
  }
  for (const [path, text] of Object.entries(images)) {
    mkdirSync(join(publicDir, path, ".."), { recursive: true });
    writeFileSync(join(publicDir, path), text);
  }
  return { contentDir, publicDir };
}

const description =
  "A description that is long enough to pass the front matter rule of one hundred and ten characters, and no longer.";

function page(title: string, order: number, body = "Intro paragraph.\n\n## Steps\n\n1. Open **Project menu**.\n") {
  return `---\ntitle: "${title}"\ndescription: "${description}"\norder: ${order}\nlastUpdated: 2026-10-02\n---\n\n${body}`;
}

describe("docs content loader", () => {
  it("names the file whose front matter is invalid, and the field", () => {
    const { contentDir } = docsTree({
      "repository/overview.md": page("Repository overview", 1),
      "repository/add-elements.md": page("Short", 2),
    });
    expect(() => readDocSources(contentDir)).toThrow(/content\/docs\/repository\/add-elements\.md: .*title/s);
  });

  it("rejects a missing or out-of-range date and unknown fields", () => {
    const missing = docsTree({ "defects/log-defects.md": page("Log a defect", 1).replace(/lastUpdated: .*\n/, "") });
    expect(() => readDocSources(missing.contentDir)).toThrow(/defects\/log-defects\.md: .*lastUpdated/s);
    const early = docsTree({ "defects/log-defects.md": page("Log a defect", 1).replace("2026-10-02", "2024-01-01") });
    expect(() => readDocSources(early.contentDir)).toThrow(/must be between 2025-06-01 and the build date/);
    const future = docsTree({ "defects/log-defects.md": page("Log a defect", 1).replace("2026-10-02", "2999-01-01") });
    expect(() => readDocSources(future.contentDir)).toThrow(/defects\/log-defects\.md: .*the build date/s);
    const extra = docsTree({
      "defects/log-defects.md": page("Log a defect", 1).replace("order:", "author: x\norder:"),
    });
    expect(() => readDocSources(extra.contentDir)).toThrow(/defects\/log-defects\.md: .*author/s);
  });

  it("rejects folders that are not sections and two pages with one order", () => {
    const unknown = docsTree({ "how-to/overview.md": page("How-to overview", 1) });
    expect(() => readDocSources(unknown.contentDir)).toThrow(/content\/docs\/how-to: not a docs section/);
    const clash = docsTree({
      "defects/a-page.md": page("Defects page A", 1),
      "defects/b-page.md": page("Defects page B", 1),
    });
    expect(() => readDocSources(clash.contentDir)).toThrow(/defects\/b-page\.md: order 1 is also used by .*a-page\.md/);
  });

  it("orders pages by section, then order, and links prev/next across sections", async () => {
    const location = docsTree({
      "configuration/labels.md": page("Labels in projects", 2),
      "configuration/email-configuration.md": page("Email configuration", 1),
      "user-management/overview.md": page("User management overview", 1),
      "repository/overview.md": page("Repository overview", 1),
    });
    const { pages } = await loadDocs(location);
    expect(pages.map((p) => p.path)).toEqual([
      "/docs/user-management/overview",
      "/docs/repository/overview",
      "/docs/configuration/email-configuration",
      "/docs/configuration/labels",
    ]);

    const view = await docPageView("repository", "overview", location);
    expect(view?.previous).toEqual({
      path: "/docs/user-management/overview",
      title: "User management overview",
      sectionTitle: "User Management",
    });
    expect(view?.next?.path).toBe("/docs/configuration/email-configuration");
    expect(view?.breadcrumbs).toEqual([
      { label: "Documentation", path: "/documentation" },
      { label: "Repository", path: "/docs/repository/overview" },
      { label: "Repository overview", path: "/docs/repository/overview" },
    ]);
    const first = await docPageView("user-management", "overview", location);
    expect(first?.previous).toBeNull();
    const last = await docPageView("configuration", "labels", location);
    expect(last?.next).toBeNull();
    expect(await docPageView("configuration", "nope", location)).toBeNull();
  });

  it("extracts ## and ### headings for the table of contents and links each heading to itself", async () => {
    const location = docsTree({
      "test-data/overview.md": page(
        "Test data overview",
        1,
        "Intro.\n\n## Upload a file\n\nText.\n\n### Supported formats\n\nText.\n\n#### Too deep\n\n## Use the `Name` column\n",
      ),
    });
    const view = await docPageView("test-data", "overview", location);
    expect(view?.page.headings).toEqual([
      { depth: 2, id: "upload-a-file", text: "Upload a file" },
      { depth: 3, id: "supported-formats", text: "Supported formats" },
      { depth: 2, id: "use-the-name-column", text: "Use the Name column" },
    ]);
    expect(view?.page.html).toContain(
      '<h2 id="upload-a-file"><a href="#upload-a-file" class="heading-anchor">Upload a file</a></h2>',
    );
  });

  it("sizes screenshots from their viewBox and refuses missing images or alt text", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 720 360"></svg>';
    const ok = docsTree(
      {
        "dashboard/overview.md": page(
          "Dashboard overview",
          1,
          "Intro.\n\n![The dashboard with six widgets](/docs-images/dashboard/widgets.svg)\n",
        ),
      },
      { "docs-images/dashboard/widgets.svg": svg },
    );
    const { pages } = await loadDocs(ok);
    expect(pages[0]?.html).toMatch(
      /<img src="\/docs-images\/dashboard\/widgets\.svg" alt="The dashboard with six widgets" width="720" height="360" loading="lazy"/,
    );

    const missing = docsTree({
      "dashboard/overview.md": page(
        "Dashboard overview",
        1,
        "![The dashboard with six widgets](/docs-images/nope.svg)\n",
      ),
    });
    await expect(loadDocs(missing)).rejects.toThrow(
      /dashboard\/overview\.md: the image \/docs-images\/nope\.svg does not exist/,
    );
    const noAlt = docsTree(
      { "dashboard/overview.md": page("Dashboard overview", 1, "![](/docs-images/dashboard/widgets.svg)\n") },
      { "docs-images/dashboard/widgets.svg": svg },
    );
    await expect(loadDocs(noAlt)).rejects.toThrow(/dashboard\/overview\.md: the image .* needs alt text/);
  });

  it("puts tables in a focusable region named after the heading above them", async () => {
    const location = docsTree({
      "configuration/time-zone.md": page(
        "Time zone settings",
        1,
        "Intro.\n\n## Settings\n\n| Setting | What it does | Default |\n|---|---|---|\n| **Time zone** | Shown times | UTC |\n",
      ),
    });
    const { pages } = await loadDocs(location);
    expect(pages[0]?.html).toContain(
      '<div class="table-scroll" role="region" tabindex="0" aria-label="Table: Settings"><table>',
    );
  });

  it("refuses an h1 in the body", async () => {
    const location = docsTree({
      "analytics/overview.md": page("Analytics overview", 1, "# A second title\n\nText.\n"),
    });
    await expect(loadDocs(location)).rejects.toThrow(/analytics\/overview\.md: the body must not have an h1/);
  });

  it("lists sections with their pages for the index, leaving out empty sections", async () => {
    const location = docsTree({
      "defects/overview.md": page("Defects overview", 1),
      "defects/log-defects.md": page("Log a defect", 2),
      "analytics/overview.md": page("Analytics overview", 1),
    });
    const { sections, pageCount } = await docsIndex(location);
    expect(pageCount).toBe(3);
    expect(sections.map((s) => [s.title, s.path, s.pages.map((p) => p.title)])).toEqual([
      ["Defects", "/docs/defects/overview", ["Defects overview", "Log a defect"]],
      ["Analytics", "/docs/analytics/overview", ["Analytics overview"]],
    ]);
  });
});
