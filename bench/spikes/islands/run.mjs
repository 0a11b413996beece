// `npm run bench:islands -- [--runs 5] [--templates home,academy-video]`:
// the spike behind issue 14's "what would reach TBT ≤ 50 ms" (decision 098).
// For each template it audits four copies of the same prerendered HTML, one
// after the other so all see the same machine, and prints medians:
//
//   full        the page as it ships (React Router hydrates the document);
//   scriptless  every script removed (the bench's twin, bench/scriptless.mjs);
//   react       scriptless plus the smallest React island (react-island.jsx):
//               React DOM loaded and one button rendered, nothing else;
//   preact      the same island in Preact (preact-island.jsx).
//
// The islands load as the site's own scripts do: after the first frame. The
// React island uses the site's own React (the versions it ships); Preact and
// esbuild are installed on first use into a cache in the system's temporary
// directory, so the project does not depend on them. Needs a build
// (`npm run build`); starts its own server like `npm run bench`. About
// 40 s per run per template; run it on a quiet machine.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import lighthouse from "lighthouse";
import { templates } from "../../bytes.mjs";
import { launchChrome, median } from "../../lighthouse.mjs";
import { proxyTo, scriptlessCopy } from "../../scriptless.mjs";
import { startServer } from "../../server.mjs";

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    templates: { type: "string", default: "home,academy-video,nlp-list" },
    port: { type: "string", default: "4443" },
  },
});
const runs = Number(options.runs);
const port = Number(options.port);
const here = new URL(".", import.meta.url).pathname;
const repoRoot = new URL("../../..", import.meta.url).pathname;
const variants = ["full", "scriptless", "react", "preact"];

/** Preact and esbuild, pinned, in a cache outside the repository. */
function spikeToolchain() {
  const dir = join(tmpdir(), "ignitest-islands-spike");
  if (!existsSync(join(dir, "node_modules", "preact")) || !existsSync(join(dir, "node_modules", "esbuild"))) {
    console.info(`[islands] installing preact and esbuild into ${dir}`);
    execFileSync(
      "npm",
      ["install", "--prefix", dir, "--no-save", "--no-audit", "--no-fund", "preact@10.29.8", "esbuild@0.28.2"],
      { stdio: "inherit" },
    );
  }
  return dir;
}

/** Each island minified for production, gzip level 9 (what Chromium asks for over plain HTTP). */
async function buildIslands(toolchain) {
  const esbuild = createRequire(join(toolchain, "package.json"))("esbuild");
  const bundles = {};
  for (const [name, jsxImportSource, alias] of [
    ["react-island", "react", {}],
    ["preact-island", "preact", { react: "preact/hooks" }],
  ]) {
    const result = await esbuild.build({
      entryPoints: [join(here, `${name}.jsx`)],
      bundle: true,
      minify: true,
      format: "esm",
      jsx: "automatic",
      jsxImportSource,
      alias,
      define: { "process.env.NODE_ENV": '"production"' },
      nodePaths: [join(repoRoot, "node_modules"), join(toolchain, "node_modules")],
      write: false,
    });
    bundles[`/spike/${name}.js`] = gzipSync(result.outputFiles[0].contents, { level: 9 });
  }
  return bundles;
}

/** The loader the site uses for its own entry: after the first frame. */
const islandLoader = (path) =>
  `<script type="module">requestAnimationFrame(()=>setTimeout(()=>import("${path}"),0))</script>`;

/** The copies of one page, gzipped once: `full` is the real server's answer, the others are served from memory. */
async function copiesOf(origin, page) {
  const { html } = await scriptlessCopy(origin, page);
  const withIsland = (name) => html.replace("</body>", `${islandLoader(`/spike/${name}.js`)}</body>`);
  const copies = { scriptless: html, react: withIsland("react-island"), preact: withIsland("preact-island") };
  return Object.fromEntries(Object.entries(copies).map(([name, copy]) => [name, gzipSync(copy, { level: 9 })]));
}

/** A server in front of the site: the chosen copy of the audited page, the islands, and the site for the rest. */
async function startSpikeServer(upstream, bundles, state) {
  const server = createServer((request, response) => {
    const path = new URL(request.url, "http://spike").pathname;
    const bundle = bundles[path];
    if (bundle) {
      response.writeHead(200, {
        "content-type": "text/javascript",
        "content-encoding": "gzip",
        "cache-control": "public, max-age=31536000, immutable",
      });
      response.end(bundle);
      return;
    }
    if (path === state.pathname && state.variant !== "full") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": "gzip" });
      response.end(state.copies[state.variant]);
      return;
    }
    proxyTo(upstream, request, response);
  });
  await new Promise((resolve) => server.listen(port + 1, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${port + 1}`, stop: () => new Promise((resolve) => server.close(resolve)) };
}

async function audit(url) {
  const chrome = await launchChrome();
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", onlyCategories: ["performance"] });
    const { audits, categories } = result.lhr;
    return {
      performance: Math.round(categories.performance.score * 100),
      tbt: Math.round(audits["total-blocking-time"].numericValue),
      lcp: Math.round(audits["largest-contentful-paint"].numericValue),
      tti: Math.round(audits.interactive.numericValue),
    };
  } finally {
    await chrome.kill();
  }
}

const toolchain = spikeToolchain();
const bundles = await buildIslands(toolchain);
for (const [path, bytes] of Object.entries(bundles)) console.info(`[islands] ${path}: ${bytes.length} B gzip`);
const chosen = templates().filter((template) => options.templates.split(",").includes(template.name));
const site = await startServer({ port });
const state = { pathname: "", variant: "full", copies: {} };
const spike = await startSpikeServer(new URL(site.origin), bundles, state);
try {
  for (const template of chosen) {
    const page = `${template.page}${template.query ?? ""}`;
    Object.assign(state, { pathname: new URL(page, site.origin).pathname, copies: await copiesOf(site.origin, page) });
    const results = Object.fromEntries(variants.map((variant) => [variant, []]));
    for (let run = 1; run <= runs; run++) {
      for (const variant of variants) {
        state.variant = variant;
        console.info(`[islands] ${template.name} ${variant} ${run}/${runs}`);
        results[variant].push(await audit(`${spike.origin}${page}`));
      }
    }
    console.info(`\n${template.name} (${page}), medians of ${runs}:`);
    for (const variant of variants) {
      const figures = results[variant];
      const pick = (key) => median(figures.map((figure) => figure[key]));
      console.info(
        `  ${variant.padEnd(10)} performance ${pick("performance")}  TBT ${pick("tbt")} ms (${figures.map((f) => f.tbt).join(", ")})  LCP ${pick("lcp")} ms  TTI ${pick("tti")} ms`,
      );
    }
    console.info("");
  }
} finally {
  await spike.stop();
  await site.stop();
}
