// The Content-Security-Policy sources the built site needs, worked out at
// build time (docs/decisions/030-security-headers.md). The prerendered pages
// carry inline <script>s (React Router's context and route-module bootstrap,
// React's streaming helpers): a policy without 'unsafe-inline' lets each run by
// its SHA-256 hash. This step hashes them per page, together with the inline
// <style>s a page has, the style attributes of all pages and the stylesheets
// libraries add at run time, and writes build/csp-hashes.json: outside
// build/client, so it is never served. The API reads it once at start
// (apps/api/src/site/csp-manifest.ts). Run it after anything that rewrites HTML.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join, relative, sep } from "node:path";
import { parse } from "parse5";

/** The CSP source that allows exactly this inline text: `'sha256-…'` of its UTF-8 bytes. */
export function cspHash(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** `type` values a browser runs; any other type is a data block (JSON-LD, say), which CSP does not govern. */
const executableScriptTypes = new Set([
  "",
  "module",
  "importmap",
  "speculationrules",
  "text/javascript",
  "application/javascript",
  "application/ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/jscript",
  "text/x-javascript",
]);

const attribute = (node, name) => node.attrs?.find((attr) => attr.name === name)?.value;
const text = (node) => (node.childNodes ?? []).map((child) => child.value ?? "").join("");

function* elements(node) {
  if (node.attrs) yield node;
  for (const child of node.childNodes ?? []) yield* elements(child);
  // <template> keeps its children in a separate fragment.
  if (node.content) yield* elements(node.content);
}

/**
 * The hashes one page needs: its inline scripts and <style> elements, and its
 * style attributes. Markup a hash cannot allow fails the build instead of
 * failing silently in the browser: inline event handlers (onclick="…") and
 * javascript: URLs.
 * @param {string} html
 * @param {string} [page] named in errors
 * @returns {{ scripts: string[]; styles: string[]; styleAttributes: string[] }}
 */
export function pageCspSources(html, page = "page") {
  const scripts = new Set();
  const styles = new Set();
  const styleAttributes = new Set();
  for (const element of elements(parse(html))) {
    for (const { name, value } of element.attrs) {
      if (/^on/i.test(name)) {
        throw new Error(
          `[csp-hashes] ${page}: <${element.nodeName} ${name}> is an inline event handler, which the Content-Security-Policy blocks; add the listener in code`,
        );
      }
      if (/^\s*javascript:/i.test(value)) {
        throw new Error(
          `[csp-hashes] ${page}: <${element.nodeName} ${name}="javascript:…"> is blocked by the Content-Security-Policy`,
        );
      }
      if (name === "style") styleAttributes.add(cspHash(value));
    }
    if (element.nodeName === "script" && attribute(element, "src") === undefined) {
      const type = (attribute(element, "type") ?? "").trim().toLowerCase();
      if (executableScriptTypes.has(type)) scripts.add(cspHash(text(element)));
    } else if (element.nodeName === "style") {
      styles.add(cspHash(text(element)));
    }
  }
  return { scripts: [...scripts], styles: [...styles], styleAttributes: [...styleAttributes] };
}

/**
 * Stylesheets that libraries add as <style> elements at run time, read from
 * the library's own code, and checked against the built bundles so a new
 * version that changes them fails here rather than in the browser.
 * Sonner (the toaster) appends an empty <style> and then fills it: both count.
 */
const injectedStylesheets = [
  {
    library: "sonner",
    read(require) {
      const source = readFileSync(require.resolve("sonner"), "utf8");
      const call = source.match(/__insertCSS\(("(?:[^"\\]|\\.)*")\)/);
      if (!call?.[1])
        throw new Error("[csp-hashes] sonner no longer injects its CSS with __insertCSS: update csp-hashes.mjs");
      return ["", JSON.parse(call[1])];
    },
  },
];

/**
 * @param {string[]} bundles the built JavaScript, to prove each stylesheet ships as read
 * @returns {string[]}
 */
export function injectedStyleHashes(bundles) {
  const require = createRequire(import.meta.url);
  return injectedStylesheets.flatMap(({ library, read }) =>
    read(require).map((css) => {
      if (css && !bundles.some((bundle) => bundle.includes(css))) {
        throw new Error(
          `[csp-hashes] ${library}'s injected stylesheet is not in the built bundles: update csp-hashes.mjs`,
        );
      }
      return cspHash(css);
    }),
  );
}

/**
 * Where the browser fetches from besides this origin, as CSP sources: the
 * API bases (connect-src) and MEDIA_BASE_URL (media-src, img-src for posters),
 * from the same build-time settings the bundles were built with. A path (the
 * default) is this origin, which 'self' covers.
 * @param {{ APP_API_URL: string; ASSETS_API_URL: string; DOWNLOADS_API_URL: string; MEDIA_BASE_URL: string }} env
 */
export function externalSources(env) {
  const source = (base) => (/^https?:\/\//.test(base) ? [`${base.replace(/\/+$/, "")}/`] : []);
  const unique = (list) => [...new Set(list)];
  return {
    connect: unique([env.APP_API_URL, env.ASSETS_API_URL, env.DOWNLOADS_API_URL].flatMap(source)),
    media: source(env.MEDIA_BASE_URL),
  };
}

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** The public settings the site was built with (plugins/public-env.ts, read the way vite.config.ts reads them). */
async function readBuildEnv() {
  const { tsImport } = await import("tsx/esm/api");
  const { readPublicEnv } = await tsImport("../plugins/public-env.ts", import.meta.url);
  return readPublicEnv();
}

/**
 * Hashes every built page and writes `<root>/../csp-hashes.json`.
 * @param {string} root build/client
 * @param {{ env?: Parameters<typeof externalSources>[0] }} [options] the public settings; read from the environment by default
 */
export async function writeCspHashes(root, { env } = {}) {
  const started = performance.now();
  const pages = {};
  const styleAttributes = new Set();
  const bundles = [];
  for await (const path of files(root)) {
    const name = relative(root, path).split(sep).join("/");
    if (path.endsWith(".html")) {
      const sources = pageCspSources(await readFile(path, "utf8"), name);
      pages[name] = { scripts: sources.scripts, styles: sources.styles };
      for (const hash of sources.styleAttributes) styleAttributes.add(hash);
    } else if (path.endsWith(".js")) {
      bundles.push(await readFile(path, "utf8"));
    }
  }
  const manifest = {
    pages,
    // One list for every page: client-side navigation renders the next page's
    // markup (docs, blog) under the first page's policy.
    styleAttributes: [...styleAttributes].sort(),
    injectedStyles: injectedStyleHashes(bundles),
    sources: externalSources(env ?? (await readBuildEnv())),
  };
  const outFile = join(root, "..", "csp-hashes.json");
  await writeFile(outFile, `${JSON.stringify(manifest, null, 1)}\n`);
  const count = Object.keys(pages).length;
  console.info(
    `[csp-hashes] hashed the inline scripts of ${count} pages in ${Math.round(performance.now() - started)} ms`,
  );
  return manifest;
}
