// Builds the site-search index with Pagefind over the prerendered HTML. Only
// elements marked data-pagefind-body are indexed (docs articles, tutorials,
// academy videos, release notes, blog articles); each carries
// data-pagefind-meta="section:…" so a result says where it comes from. The
// index lands in build/client/pagefind/, which the search dialog and /search
// load lazily in the browser.
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { close, createIndex } from "pagefind";
import { addTranscriptRecords } from "./search-transcripts.mjs";

/** @param {string} root build/client */
export async function writeSearchIndex(root) {
  const started = performance.now();
  // A <video>'s fallback text ("Your browser does not support the video tag.") is not content.
  const { index, errors } = await createIndex({ forceLanguage: "en", excludeSelectors: ["video"] });
  if (!index) throw new Error(`[search-index] pagefind: ${errors.join("; ")}`);
  const added = await index.addDirectory({ path: root, glob: "**/*.html" });
  if (added.errors.length > 0) throw new Error(`[search-index] pagefind: ${added.errors.join("; ")}`);
  const cues = await addTranscriptRecords(index, root);
  const outputPath = join(root, "pagefind");
  await rm(outputPath, { recursive: true, force: true });
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length > 0) throw new Error(`[search-index] pagefind: ${written.errors.join("; ")}`);
  await close();
  // The site uses its own search UI: Pagefind's ready-made UIs would only be dead weight on the CDN.
  await Promise.all(
    [
      "pagefind-ui.js",
      "pagefind-ui.css",
      "pagefind-modular-ui.js",
      "pagefind-modular-ui.css",
      "pagefind-component-ui.js",
      "pagefind-component-ui.css",
      "pagefind-highlight.js",
    ].map((name) => rm(join(outputPath, name), { force: true })),
  );
  console.info(
    `[search-index] indexed ${added.page_count} pages and ${cues} transcript cues in ${Math.round(performance.now() - started)} ms`,
  );
  return added.page_count;
}
