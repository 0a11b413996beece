// Builds the site-search index with Pagefind over the prerendered HTML. Only
// elements marked data-pagefind-body are indexed: docs articles, tutorials,
// academy videos, release notes and blog articles mark theirs in the markup;
// product, solution, pricing, case-study, academy and assets pages are marked
// here (search-pages.mjs). Each carries data-pagefind-meta="section:…" so a
// result says where it comes from. The index lands in build/client/pagefind/,
// with the vocabulary for typo suggestions (search-vocabulary.mjs), which the
// search dialog and /search load lazily in the browser.
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { close, createIndex } from "pagefind";
import { markPageBody, pageSection } from "./search-pages.mjs";
import { addTranscriptRecords } from "./search-transcripts.mjs";
import { bodyText, createVocabulary } from "./search-vocabulary.mjs";

/**
 * Folders of build/client that hold no site pages: Pagefind's own output, and
 * the playground's sample apps (docs/playground.md#sample-apps), a shop and a
 * purchase-order app that are test targets, not content.
 */
const notPages = new Set(["pagefind", join("playground", "apps")]);

async function* walkHtml(dir, root = dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!notPages.has(relative(root, path))) yield* walkHtml(path, root);
    } else if (entry.name.endsWith(".html")) yield path;
  }
}

/**
 * A source of searchable documents: yields `{ sourcePath, html }`, an HTML
 * document whose searchable part carries data-pagefind-body (sourcePath is
 * relative to build/client and gives the result's URL). Another source (a
 * module of its own) joins the index by being added to `sources` below.
 */
async function* builtPages(root) {
  for await (const file of walkHtml(root)) {
    const sourcePath = relative(root, file);
    const html = await readFile(file, "utf8");
    if (html.includes("data-pagefind-body")) {
      yield { sourcePath, html };
      continue;
    }
    const path = `/${sourcePath.replace(/(^|\/)index\.html$/, "")}`;
    const section = pageSection(path);
    const marked = section ? markPageBody(html, section) : undefined;
    if (marked) yield { sourcePath, html: marked };
  }
}

const sources = [builtPages];

/** @param {string} root build/client */
export async function writeSearchIndex(root) {
  const started = performance.now();
  // A <video>'s fallback text ("Your browser does not support the video tag.") is not content.
  const { index, errors } = await createIndex({ forceLanguage: "en", excludeSelectors: ["video"] });
  if (!index) throw new Error(`[search-index] pagefind: ${errors.join("; ")}`);
  const vocabulary = createVocabulary();
  let pageCount = 0;
  for (const source of sources) {
    for await (const { sourcePath, html } of source(root)) {
      const added = await index.addHTMLFile({ sourcePath, content: html });
      if (added.errors.length > 0)
        throw new Error(`[search-index] pagefind (${sourcePath}): ${added.errors.join("; ")}`);
      vocabulary.add(bodyText(html));
      pageCount++;
    }
  }
  // Transcripts are records a cue, not pages: see search-transcripts.mjs.
  const cues = await addTranscriptRecords(index, root);
  const outputPath = join(root, "pagefind");
  await rm(outputPath, { recursive: true, force: true });
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length > 0) throw new Error(`[search-index] pagefind: ${written.errors.join("; ")}`);
  await close();
  const words = vocabulary.words();
  await writeFile(join(outputPath, "vocabulary.json"), JSON.stringify(words));
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
    `[search-index] indexed ${pageCount} pages and ${cues} transcript cues (${words.length} words in the vocabulary) in ${Math.round(performance.now() - started)} ms`,
  );
  return pageCount;
}
