// After `react-router build`: each prerendered page paints before any of its
// scripts is fetched (issue 14, docs/decisions/060-scripts-after-first-paint.md).
//
// React Router writes ~21 <link rel="modulepreload"> at the top of <head>,
// ahead of the stylesheet, and a module script that imports the manifest, the
// route modules and the entry. On a phone those scripts share the first
// round trips with the stylesheet and delay the first paint of a page whose
// HTML is already complete. Here every page instead:
// - names no modulepreload in its HTML;
// - starts the same imports once the first frame has been painted, then
//   hydrates as before. The browser finds each module's static imports as it
//   fetches it; adding React Router's ~22 modulepreload links from the script
//   instead cost 3–28 ms of main thread in one task, and Lighthouse's
//   simulated time to interactive was the same without them (decision 093).
// The rewritten script is inline, so csp-hashes.mjs must run after this.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/?>/g;
const routerScript = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** The imports of React Router's inline module script, in order, and what it does after them. */
export function parseRouterScript(body) {
  const imports = [];
  for (const [, binding, path] of body.matchAll(/^\s*import\s+(?:\*\s+as\s+(\w+)\s+from\s+)?"([^"]+)";/gm)) {
    imports.push({ binding: binding ?? null, path });
  }
  const routeModules = body.match(/window\.__reactRouterRouteModules\s*=\s*(\{[^}]*\});/)?.[1];
  const entry = body.match(/import\("([^"]+)"\);\s*$/)?.[1];
  if (imports.length === 0 || !routeModules || !entry) {
    throw new Error(`React Router's module script changed shape; update defer-scripts.mjs:\n${body}`);
  }
  return { imports, routeModules, entry };
}

/**
 * The script that replaces React Router's: the same modules, evaluated in the
 * same order (manifest, then route modules, then the entry), fetched after
 * the first paint. A hidden tab paints nothing, so it starts at once there.
 */
export function deferredRouterScript({ imports, routeModules, entry }) {
  const [first, ...rest] = imports;
  const bindings = rest.map((item) => item.binding ?? "_");
  return [
    "let started=false;",
    "const start=async()=>{",
    "if(started)return;started=true;",
    `await import(${JSON.stringify(first.path)});`,
    `const [${bindings.join(",")}]=await Promise.all([${rest.map((item) => `import(${JSON.stringify(item.path)})`).join(",")}]);`,
    `window.__reactRouterRouteModules=${routeModules};`,
    // The entry has run and hydration is under way: React replays clicks from here on (e2e waits for this).
    `await import(${JSON.stringify(entry)});`,
    "window.__appScriptsStarted=true;",
    "};",
    'if(document.visibilityState==="hidden")start();',
    "else requestAnimationFrame(()=>setTimeout(start,0));",
  ].join("\n");
}

/** One page's HTML with its scripts deferred; pages without React Router's script come back unchanged. */
export function deferScripts(html) {
  const match = html.match(routerScript);
  if (!match) return html;
  const script = deferredRouterScript(parseRouterScript(match[1]));
  return html.replace(modulePreload, "").replace(routerScript, () => `<script type="module">${script}</script>`);
}

async function* htmlFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith(".html")) yield path;
  }
}

/** Rewrites every HTML file of the client build; returns how many changed. */
export async function deferScriptsIn(root) {
  let changed = 0;
  for await (const path of htmlFiles(root)) {
    const html = await readFile(path, "utf8");
    const deferred = deferScripts(html);
    if (deferred === html) continue;
    await writeFile(path, deferred);
    changed++;
  }
  return changed;
}
