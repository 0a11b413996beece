// Writes a plain Markdown copy of every docs page beside its HTML:
// content/docs/<section>/<page>.md → build/client/docs/<section>/<page>.md,
// for readers and tools that want the text without the page around it (the
// API serves .md as text/markdown). The copy is the raw body under its title
// as a # heading, the description and the page's canonical URL, which is read
// from the prerendered HTML so it is exactly what the page itself declares.
import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import matter from "gray-matter";

const canonicalPattern = /<link rel="canonical" href="([^"]+)"/;

/** @param {Date | string} value */
function isoDate(value) {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
}

/**
 * @param {string} contentDir content/docs
 * @param {string} root build/client
 */
export async function writeDocsMarkdown(contentDir, root) {
  let count = 0;
  for (const section of (await readdir(contentDir, { withFileTypes: true })).filter((entry) => entry.isDirectory())) {
    for (const name of (await readdir(join(contentDir, section.name))).filter((file) => file.endsWith(".md"))) {
      const slug = name.slice(0, -".md".length);
      const pageDir = join(root, "docs", section.name, slug);
      const html = join(pageDir, "index.html");
      if (!existsSync(html)) throw new Error(`[docs-markdown] docs/${section.name}/${slug} was not prerendered`);
      const canonical = canonicalPattern.exec(await readFile(html, "utf8"))?.[1];
      if (!canonical) throw new Error(`[docs-markdown] docs/${section.name}/${slug} has no canonical link`);
      const { data, content } = matter(await readFile(join(contentDir, section.name, name), "utf8"));
      const copy = [
        `# ${data.title}`,
        "",
        `> ${data.description}`,
        "",
        `Canonical URL: ${canonical}`,
        `Last updated: ${isoDate(data.lastUpdated)}`,
        "",
        content.trim(),
        "",
      ].join("\n");
      await writeFile(`${pageDir}.md`, copy);
      count++;
    }
  }
  console.info(`[docs-markdown] wrote ${count} Markdown copies`);
  return count;
}
