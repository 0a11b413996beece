// After `react-router build`, in order: scripts after the first paint, the typeface cut to the pages'
// characters, the docs' Markdown copies, the search index, the CSP hashes; then writes .br and .gz beside
// every text file so the server sends them as they are (no compression work per request).
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { writeCspHashes } from "./csp-hashes.mjs";
import { deferScriptsIn } from "./defer-scripts.mjs";
import { writeDocsMarkdown } from "./docs-markdown.mjs";
import { writeSearchIndex } from "./search-index.mjs";
import { writeTypefaceSubset } from "./typeface-subset.mjs";

const root = new URL("../build/client/", import.meta.url).pathname;

// Scripts after the first paint (issue 14): before anything reads or hashes the pages' HTML.
console.info(`[defer-scripts] ${await deferScriptsIn(root)} pages fetch their scripts after the first paint`);
// Inter cut to the pages' characters, preloaded and declared in each page (docs/decisions/103-typeface.md):
// after the last step that changes the pages' words, before the CSP hashes its inline <style>.
const typefaceStarted = performance.now();
const typeface = await writeTypefaceSubset(root, new URL("../../../content/", import.meta.url).pathname);
console.info(
  `[typeface] ${typeface.href}: ${typeface.codePoints.length} characters, ${typeface.bytes} bytes (Inter's Latin file ${typeface.sourceBytes}), in ${typeface.pages} pages, ${Math.round(performance.now() - typefaceStarted)} ms`,
);
// Files made from the built pages come first, so they are compressed with the rest.
await writeDocsMarkdown(new URL("../../../content/docs/", import.meta.url).pathname, root);
await writeSearchIndex(root);
// After the last step that touches HTML: the API sends each page the hashes of its inline scripts.
await writeCspHashes(root);
const compressible = new Set([
  ".html",
  ".js",
  ".css",
  ".svg",
  ".xml",
  ".txt",
  ".json",
  ".data",
  ".webmanifest",
  ".md",
  ".vtt",
]);
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

const started = performance.now();
let count = 0;
const jobs = [];
for await (const path of walk(root)) {
  if (!compressible.has(extname(path)) || (await stat(path)).size < 512) continue;
  jobs.push(
    (async () => {
      const source = await readFile(path);
      const [br, gzipped] = await Promise.all([
        brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gz(source, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
      count++;
    })(),
  );
}
await Promise.all(jobs);
console.info(`[postbuild] precompressed ${count} files in ${Math.round(performance.now() - started)} ms`);
