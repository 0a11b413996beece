import { readFile } from "node:fs/promises";
import type { Plugin } from "vite";
import { renderMarkdown } from "./render-markdown";

/**
 * `import doc from "…/file.md"` yields `{ attributes, html }` rendered at build
 * time, so no markdown parser ever ships to the browser (docs/product/design-decisions.md#content-at-build-time).
 */
export function markdown(): Plugin {
  return {
    name: "ignitest:markdown",
    enforce: "pre",
    async load(id) {
      if (!id.endsWith(".md")) return null;
      this.addWatchFile(id);
      const rendered = await renderMarkdown(await readFile(id, "utf8"));
      return `export default ${JSON.stringify(rendered)};`;
    },
  };
}
