import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { withBrand } from "@ignitest/contracts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkBudgets, failureMessage, KB, readBudgets } from "./budgets.mjs";
import { gzipSize, measurePage } from "./page-bytes.mjs";

/** Random text gzip cannot shrink much, so sizes are easy to reason about. */
const noise = (bytes) => `/*${randomBytes(bytes).toString("base64")}*/`;

let clientDir;
const write = (path, content) => {
  const file = join(clientDir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
};

/** A page as React Router prerenders it: modulepreloads, an inline module script naming the route modules. */
function writePage(path, { routeModule = "/assets/page-1.js" } = {}) {
  const routeImport = routeModule ? `import * as route1 from "${routeModule}";` : "";
  const routes = routeModule ? `{"root":route0,"page":route1}` : `{"root":route0}`;
  write(
    `${path}/index.html`.replace(/^\/+/, ""),
    `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-1.js"/>` +
      `<link rel="stylesheet" href="/assets/root-1.css"/></head><body><h1>Page</h1>` +
      `<script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
${routeImport}
window.__reactRouterRouteModules = ${routes};
import("/assets/entry.client-1.js");</script></body></html>`,
  );
}

function writeBuild({ routeChunkNoise = 1_000 } = {}) {
  write("assets/manifest-1.js", "window.__reactRouterManifest={};");
  write("assets/entry.client-1.js", `import{a}from"./vendor-1.js";${noise(4_000)}`);
  write("assets/vendor-1.js", `export const a=1;${noise(20_000)}`);
  write("assets/root-1.js", `import{a}from"./vendor-1.js";const lazy=()=>import("./lazy-1.js");${noise(500)}`);
  write("assets/lazy-1.js", noise(50_000));
  write("assets/page-1.js", `import"./vendor-1.js";${noise(routeChunkNoise)}`);
  write("assets/root-1.css", "body{margin:0}");
  writePage("/");
}

function budgetsFile(templates) {
  const file = join(clientDir, "..", "budgets.json");
  writeFileSync(file, JSON.stringify({ templates }));
  return file;
}

const limits = (js, routeChunk, html) => ({
  page: "/",
  js: { budget: js, target: js },
  routeChunk: { budget: routeChunk, target: routeChunk },
  html: { budget: html, target: html },
});

beforeEach(() => {
  clientDir = join(mkdtempSync(join(tmpdir(), "budgets-")), "client");
});
afterEach(() => {
  rmSync(dirname(clientDir), { recursive: true, force: true });
});

describe("measurePage", () => {
  it("counts the scripts the HTML names and their static imports, not lazy chunks", () => {
    writeBuild();
    const page = measurePage(clientDir, "/");
    expect(page.js.files.map((file) => file.path).sort()).toEqual([
      "/assets/entry.client-1.js",
      "/assets/manifest-1.js",
      "/assets/page-1.js",
      "/assets/root-1.js",
      "/assets/vendor-1.js",
    ]);
    expect(page.js.total).toBe(page.js.files.reduce((sum, file) => sum + file.gzip, 0));
    expect(page.routeChunk?.path).toBe("/assets/page-1.js");
    expect(page.html).toBeGreaterThan(100);
    expect(page.css).toBeGreaterThan(0);
  });

  it("says which page is missing when the build has no HTML for it", () => {
    writeBuild();
    expect(() => measurePage(clientDir, "/nowhere")).toThrow(/No prerendered HTML for \/nowhere/);
  });

  it("gzipSize is the level-9 gzip length", () => {
    expect(gzipSize(Buffer.from("a".repeat(10_000)))).toBeLessThan(100);
  });
});

describe("checkBudgets", () => {
  it("passes when every metric is within its budget", () => {
    writeBuild();
    const rows = checkBudgets(clientDir, readBudgets(budgetsFile({ home: limits(100, 15, 14) })));
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.withinBudget)).toBe(true);
    expect(failureMessage(rows)).toBeUndefined();
  });

  it("fails on total JS over budget, naming the template, the bytes and the budget", () => {
    writeBuild();
    const rows = checkBudgets(clientDir, readBudgets(budgetsFile({ home: limits(10, 15, 14) })));
    const js = rows.find((row) => row.metric === "js");
    expect(js?.withinBudget).toBe(false);
    expect(js?.bytes).toBeGreaterThan(10 * KB);
    expect(failureMessage(rows)).toMatch(/home \(\/\): total JS \d+\.\d KB gzip > budget 10\.0 KB/);
  });

  it("fails on a route chunk over budget even when the total is within", () => {
    writeBuild({ routeChunkNoise: 12_000 });
    const rows = checkBudgets(clientDir, readBudgets(budgetsFile({ home: limits(100, 5, 14) })));
    expect(rows.filter((row) => !row.withinBudget).map((row) => row.metric)).toEqual(["routeChunk"]);
  });

  it("fails on HTML over budget", () => {
    writeBuild();
    write("index.html", `<!DOCTYPE html><html><body>${noise(3_000)}</body></html>`);
    const rows = checkBudgets(clientDir, readBudgets(budgetsFile({ home: limits(100, 15, 1) })));
    expect(rows.find((row) => row.metric === "html")?.withinBudget).toBe(false);
  });

  it("fails when the page names no route module of its own", () => {
    writeBuild();
    writePage("/", { routeModule: null });
    const rows = checkBudgets(clientDir, readBudgets(budgetsFile({ home: limits(100, 15, 14) })));
    expect(failureMessage(rows)).toMatch(/route chunk the HTML names no route module/);
  });

  it("rejects a budgets file with a missing limit", () => {
    const { routeChunk: _omitted, ...incomplete } = limits(100, 15, 14);
    expect(() => readBudgets(budgetsFile({ home: incomplete }))).toThrow(/not a valid budgets file[\s\S]*routeChunk/);
  });
});

describe("apps/web/budgets.json", () => {
  it("is valid, names the six templates and expands {brand}", () => {
    const { templates } = readBudgets();
    expect(templates.map((template) => template.name)).toEqual(
      expect.arrayContaining(["home", "docs-page", "blog-article", "assets-home", "pricing", "academy-video"]),
    );
    expect(templates.find((template) => template.name === "assets-home")?.page).toBe(withBrand("/{brand}-assets"));
  });
});
