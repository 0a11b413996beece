import { dirname, join } from "node:path";
import { inflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { docsContentDir, readDocSources } from "../app/features/docs/source.server";
import { buildSelfLearningArchive, rewriteLinks } from "./self-learning-archive";

/** Names and texts of a ZIP's files, read from its central directory. */
function unzip(zip: Buffer): Map<string, string> {
  const end = zip.length - 22;
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const body = zip.subarray(start, start + size);
    files.set(name, (method === 8 ? inflateRawSync(body) : body).toString("utf8"));
    at += 46 + nameLength;
  }
  return files;
}

describe("the Self-Learning Doc archive", () => {
  const sources = readDocSources();
  const publicDir = join(dirname(dirname(docsContentDir())), "apps", "web", "public");
  const files = unzip(buildSelfLearningArchive({ sources, publicDir, siteUrl: "https://www.ignitest.example" }));

  it("holds every docs page as markdown, an index linking each, and the screenshots the pages show", () => {
    const pages = [...files.keys()].filter((name) => name.endsWith(".md") && !name.endsWith("/index.md"));
    expect(pages).toHaveLength(sources.length);
    const index = files.get("ignitest-self-learning-docs/index.md") ?? "";
    for (const source of sources) expect(index).toContain(`](${source.section}/${source.slug}.md)`);
    const images = [...files.keys()].filter((name) => name.endsWith(".svg"));
    const referenced = new Set(
      sources.flatMap((s) => [...s.body.matchAll(/\]\((\/docs-images\/[^)]+)\)/g)].map((m) => m[1])),
    );
    expect(images.length).toBe(referenced.size);
  });

  it("opens each page with its title and description, and leaves no site-relative link behind", () => {
    const first = sources[0];
    if (!first) throw new Error("no docs pages");
    const page = files.get(`ignitest-self-learning-docs/${first.section}/${first.slug}.md`) ?? "";
    expect(page.startsWith(`# ${first.frontMatter.title}\n\n${first.frontMatter.description}`)).toBe(true);
    for (const [name, text] of files) {
      if (name.endsWith(".md")) expect(text, name).not.toMatch(/\]\(\//);
    }
  });
});

describe("rewriteLinks", () => {
  const images: string[] = [];
  const options = {
    siteUrl: "https://www.ignitest.example",
    fromFolder: true,
    onImage: (path: string) => images.push(path),
  };

  it("turns docs links into relative file links, keeping the anchor", () => {
    expect(rewriteLinks("See [Run it](/docs/test-execution/quick-run#steps).", options)).toBe(
      "See [Run it](../test-execution/quick-run.md#steps).",
    );
  });

  it("keeps screenshots beside the pages and sends other site links to the live site", () => {
    expect(rewriteLinks("![Suite list](/docs-images/test-execution/suites.svg)", options)).toBe(
      "![Suite list](../docs-images/test-execution/suites.svg)",
    );
    expect(images).toContain("/docs-images/test-execution/suites.svg");
    expect(rewriteLinks("[Pricing](/ignitest-platform-pricing)", options)).toBe(
      "[Pricing](https://www.ignitest.example/ignitest-platform-pricing)",
    );
    expect(rewriteLinks("[Elsewhere](https://example.org/a)", options)).toBe("[Elsewhere](https://example.org/a)");
  });
});
