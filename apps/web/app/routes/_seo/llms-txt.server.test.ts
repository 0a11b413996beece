import { describe, expect, it } from "vitest";
import { docsPaths } from "~/features/docs/paths.server";
import { absoluteUrl } from "~/site/config";
import { formatLlmsTxt } from "~/site/llms-txt";
import { llmsTxtContent } from "./llms-txt.server";

describe("/llms.txt", () => {
  const content = llmsTxtContent();
  const text = formatLlmsTxt(content);
  const urls = content.sections.flatMap((section) => section.links.map((link) => link.url));

  it("opens with the site's name and a one-paragraph summary", () => {
    expect(text.startsWith("# Ignitest\n\n> Ignitest is a test-automation suite")).toBe(true);
  });

  it("links every docs page's Markdown copy, with its title and description", () => {
    const docs = docsPaths();
    expect(docs.length).toBeGreaterThanOrEqual(70);
    for (const path of docs) expect(urls).toContain(absoluteUrl(`${path}.md`));
    expect(text).toMatch(
      /^- \[Create a project\]\(https:\/\/[^)]+\/docs\/project-management\/create-project\.md\): .{20,}$/m,
    );
  });

  it("lists every video tutorial", () => {
    const tutorials = urls.filter((url) => /\/video-tutorial\/[^/]+\/[^/]+$/.test(url));
    expect(tutorials.length).toBeGreaterThanOrEqual(24);
    expect(tutorials).toContain(absoluteUrl("/video-tutorial/ignitest-finder/install-finder"));
  });

  it("lists the release notes newest first, and the key product pages", () => {
    const notes = urls.filter((url) => url.includes("/release-notes/version/"));
    expect(notes[0]).toBe(absoluteUrl("/release-notes/version/2/2"));
    expect(notes.at(-1)).toBe(absoluteUrl("/release-notes/version/1/0"));
    expect(urls).toContain(absoluteUrl("/ignitest-platform"));
    expect(urls).toContain(absoluteUrl("/ignitest-finder"));
    expect(text).toContain("## Optional");
  });

  it("names no page twice", () => {
    expect(new Set(urls).size).toBe(urls.length);
  });
});
