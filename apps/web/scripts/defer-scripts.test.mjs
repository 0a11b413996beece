import { describe, expect, it } from "vitest";
import { deferScripts } from "./defer-scripts.mjs";
import { assetsNamedBy } from "./page-bytes.mjs";

/** The head and tail of a page as React Router 7.18 prerenders it. */
const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Home</title>
<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/><link rel="modulepreload" href="/assets/home-4.js"/>
<script type="application/ld+json">{"@type":"WebSite"}</script><link rel="stylesheet" href="/assets/root-5.css"/></head><body><h1>Home</h1>
<script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-4.js";
  
  window.__reactRouterRouteModules = {"root":route0,"home":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

describe("deferScripts", () => {
  const deferred = deferScripts(page);
  const head = deferred.slice(0, deferred.indexOf("</head>"));

  it("leaves no modulepreload in the HTML, so the stylesheet is the only fetch that can hold up the first paint", () => {
    expect(deferred).not.toContain('<link rel="modulepreload"');
    expect(head).toContain('<link rel="stylesheet" href="/assets/root-5.css"/>');
    expect(head).not.toMatch(/<script[^>]*type="module"/);
  });

  it("starts the same imports in the same order once the first frame is painted", () => {
    const script = deferred.match(/<script type="module">([\s\S]*?)<\/script>/)?.[1] ?? "";
    expect(script).toContain("requestAnimationFrame(()=>setTimeout(start,0))");
    const order = ["manifest-1.js", "root-3.js", "home-4.js", "entry.client-2.js"].map((file) =>
      script.indexOf(`import("/assets/${file}")`),
    );
    expect(order.every((position) => position > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(script).toContain('window.__reactRouterRouteModules={"root":route0,"home":route1};');
    // No modulepreload links from the script either: adding them was a long task of its own (decision 093).
    expect(script).not.toContain("modulepreload");
  });

  it("keeps the page measurable by the byte budgets: the same scripts and the same route module", () => {
    const before = assetsNamedBy(page);
    const after = assetsNamedBy(deferred);
    expect(after.routeModule).toBe("/assets/home-4.js");
    expect(new Set(after.scripts)).toEqual(new Set(before.scripts));
  });

  it("leaves a page without React Router's script as it was", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><p>robots</p></body></html>";
    expect(deferScripts(plain)).toBe(plain);
  });
});
