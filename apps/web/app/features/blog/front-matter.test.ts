import { describe, expect, it } from "vitest";
import { BlogFrontMatterSchema } from "./front-matter";
import { parseBlogSource } from "./source.server";

const valid = {
  title: "Building a regression suite that stays fast",
  description:
    "How to choose, structure and prune a regression suite so it finishes inside a pipeline stage and still catches the defects that matter to users.",
  date: "2025-03-14",
  author: "anika-rao",
  tags: ["test-automation", "ci-cd"],
  cover: "pipeline",
};

describe("blog front matter", () => {
  it("accepts a complete front matter, with a date that YAML read as a Date", () => {
    expect(BlogFrontMatterSchema.parse({ ...valid, date: new Date("2025-03-14") }).date).toBe("2025-03-14");
  });

  it.each([
    ["a short title", { title: "Too short" }],
    ["a short description", { description: "Short." }],
    ["a date before the window", { date: "2022-12-31" }],
    ["a date after the build date", { date: "2999-01-01" }],
    ["an unknown author", { author: "someone-else" }],
    ["an unknown tag", { tags: ["selenium"] }],
    ["no tags", { tags: [] }],
    ["five tags", { tags: ["test-automation", "ci-cd", "sap", "salesforce", "performance"] }],
    ["a repeated tag", { tags: ["ci-cd", "ci-cd"] }],
    ["an unknown cover", { cover: "rocket" }],
    ["an extra field", { draft: true }],
  ])("rejects %s", (_, change) => {
    expect(BlogFrontMatterSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });

  it("names the file when a source is invalid, and rejects reserved or malformed slugs", () => {
    const source = `---\ntitle: "Short"\n---\nBody`;
    expect(() => parseBlogSource("my-article", source)).toThrow(/content\/blogs\/my-article\.md/);
    const good = `---\n${Object.entries(valid)
      .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
      .join("\n")}\n---\nBody`;
    expect(parseBlogSource("my-article", good).frontMatter.title).toBe(valid.title);
    for (const slug of ["tag", "page", "My-Article", "my--article"])
      expect(() => parseBlogSource(slug, good)).toThrow();
  });
});
