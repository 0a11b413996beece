// What one prerendered page costs a visitor, in gzip bytes: its HTML, its
// stylesheets and every script it loads before it is interactive. Read from
// the built files, so the numbers are the same on every machine. Shared by
// the build's budget check (check-budgets.mjs) and `npm run bench`.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** Level 9, as postbuild.mjs writes the .gz files the server sends. */
export function gzipSize(bytes) {
  return gzipSync(bytes, { level: 9 }).length;
}

/** The file the build wrote for a page path: "/" → index.html, "/a/b" → a/b/index.html. */
export function htmlFileFor(clientDir, pagePath) {
  const relative = decodeURIComponent(pagePath).replace(/^\/+|\/+$/g, "");
  return join(clientDir, relative, "index.html");
}

const attribute = (tag, name) => tag.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];

/**
 * The scripts and stylesheets the HTML names: modulepreload links, script
 * src, the module paths imported by inline module scripts, stylesheets; and
 * the leaf route's module (the last entry of __reactRouterRouteModules other
 * than the root layout).
 */
export function assetsNamedBy(html) {
  const scripts = new Set();
  const stylesheets = new Set();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attribute(tag, "rel");
    const href = attribute(tag, "href");
    if (!href) continue;
    if (rel === "modulepreload") scripts.add(href);
    else if (rel === "stylesheet") stylesheets.add(href);
  }
  let routeModule;
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = attribute(attributes, "src");
    if (src) scripts.add(src);
    if (!/type="module"/.test(attributes)) continue;
    const bindings = new Map();
    for (const [, binding, path] of body.matchAll(/import\s*(?:\*\s*as\s+(\w+)\s+from\s*)?["']([^"']+)["']/g)) {
      scripts.add(path);
      if (binding) bindings.set(binding, path);
    }
    for (const [, path] of body.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) scripts.add(path);
    // The deferred form (defer-scripts.mjs): `const [route0,route1]=await Promise.all([import("…"),import("…")])`.
    for (const [, names, calls] of body.matchAll(/const\s*\[([^\]]*)\]\s*=\s*await\s+Promise\.all\(\[([^\]]*)\]\)/g)) {
      const paths = [...calls.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)].map((match) => match[1]);
      names.split(",").forEach((name, position) => {
        if (name.trim() && paths[position]) bindings.set(name.trim(), paths[position]);
      });
    }
    const routeMap = body.match(/__reactRouterRouteModules\s*=\s*\{([^}]*)\}/)?.[1];
    // The leaf route is the last entry; the root layout is shared by every page, never a page's own.
    const leaf = routeMap
      ? [...routeMap.matchAll(/"([^"]+)"\s*:\s*(\w+)/g)].filter(([, id]) => id !== "root").at(-1)?.[2]
      : undefined;
    if (leaf && bindings.has(leaf)) routeModule = bindings.get(leaf);
  }
  return { scripts: [...scripts], stylesheets: [...stylesheets], routeModule };
}

/** Relative static imports of a built chunk (`import{a}from"./x.js"`, `import"./y.js"`), not dynamic import(). */
export function staticImportsOf(code) {
  return [...code.matchAll(/\b(?:import|export)\s*(?:[\w$*{},\s]+?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g)].map(
    (match) => match[1],
  );
}

/** A site path like "/assets/x.js" as a file under the client build. */
function fileOf(clientDir, sitePath) {
  return join(clientDir, sitePath.split(/[?#]/)[0].replace(/^\/+/, ""));
}

/**
 * Measures one page of the client build. `js.files` is everything the page
 * loads at start: the scripts the HTML names plus what they import
 * statically (the build lists those as modulepreloads; following the imports
 * keeps the sum honest if it ever stops). Lazy `import()` chunks are not
 * counted: they load on interaction.
 */
export function measurePage(clientDir, pagePath) {
  const htmlFile = htmlFileFor(clientDir, pagePath);
  if (!existsSync(htmlFile)) {
    throw new Error(`No prerendered HTML for ${pagePath} (looked for ${htmlFile}). Build the site first.`);
  }
  const html = readFileSync(htmlFile);
  const named = assetsNamedBy(html.toString("utf8"));

  const files = new Map();
  const queue = [...named.scripts];
  while (queue.length > 0) {
    const sitePath = queue.shift();
    if (files.has(sitePath)) continue;
    const file = fileOf(clientDir, sitePath);
    if (!existsSync(file)) throw new Error(`${pagePath} loads ${sitePath}, which is not in the build`);
    const code = readFileSync(file);
    files.set(sitePath, gzipSize(code));
    const directory = sitePath.slice(0, sitePath.lastIndexOf("/") + 1);
    for (const relative of staticImportsOf(code.toString("utf8"))) {
      queue.push(new URL(relative, `http://site${directory}`).pathname);
    }
  }
  const jsFiles = [...files].map(([path, gzip]) => ({ path, gzip })).sort((a, b) => b.gzip - a.gzip);
  const css = named.stylesheets.reduce((sum, sitePath) => sum + gzipSize(readFileSync(fileOf(clientDir, sitePath))), 0);

  return {
    page: pagePath,
    html: gzipSize(html),
    css,
    js: { total: jsFiles.reduce((sum, file) => sum + file.gzip, 0), files: jsFiles },
    routeChunk: named.routeModule ? { path: named.routeModule, gzip: files.get(named.routeModule) ?? 0 } : null,
  };
}
