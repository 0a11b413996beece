import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cspHash, externalSources, injectedStyleHashes, pageCspSources, writeCspHashes } from "./csp-hashes.mjs";

// Hashes Chromium itself printed when it blocked this text (so the test does not check the code against itself).
const chromiumHashes = {
  "": "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
  "color:blue": "'sha256-AsBing+OROn4oj79i1McYY1lPcuhBPrT15PfKUjuHIY='",
  "rect{fill:rgb(0,128,0)}": "'sha256-bEPjezy3T8cfXTPLaoFmxIQGq7Wp86bTeZMcFAv3g9U='",
};

/** A page shaped like React Router's prerender output. */
const page = `<!DOCTYPE html><html lang="en"><head>
<link rel="modulepreload" href="/assets/entry.client-1.js"/>
<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>
</head><body><div style="color:blue">Hi</div>
<script src="/assets/external.js"></script>
<script>window.__reactRouterContext = {"basename":"/"};</script>
<script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";</script>
<script>if (a &lt; b && c) {}</script>
<style>rect{fill:rgb(0,128,0)}</style>
</body></html>`;

describe("pageCspSources", () => {
  it("hashes every inline script the browser runs, and no external script or data block", () => {
    const { scripts } = pageCspSources(page);
    expect(scripts).toEqual([
      cspHash('window.__reactRouterContext = {"basename":"/"};'),
      cspHash('import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";'),
      // Script text is raw: an entity in it is not decoded.
      cspHash("if (a &lt; b && c) {}"),
    ]);
    expect(scripts).not.toContain(cspHash(""));
    expect(scripts).not.toContain(cspHash('{"@type":"BreadcrumbList"}'));
  });

  it("hashes the text the way the browser does", () => {
    expect(pageCspSources(page).styleAttributes).toEqual([chromiumHashes["color:blue"]]);
    expect(pageCspSources(page).styles).toEqual([chromiumHashes["rect{fill:rgb(0,128,0)}"]]);
    expect(cspHash("")).toBe(chromiumHashes[""]);
  });

  it("hashes a style attribute's value after entities are decoded, once per value", () => {
    const html = `<p style="font-family:&quot;Inter&quot;">a</p><p style='font-family:"Inter"'>b</p>`;
    expect(pageCspSources(html).styleAttributes).toEqual([cspHash('font-family:"Inter"')]);
  });

  it("finds scripts inside <template>", () => {
    expect(pageCspSources("<template><script>go()</script></template>").scripts).toEqual([cspHash("go()")]);
  });

  it("fails on markup no hash can allow: inline event handlers and javascript: URLs", () => {
    expect(() => pageCspSources(`<button onclick="go()">Go</button>`, "docs/index.html")).toThrow(
      /docs\/index.html: <button onclick> is an inline event handler/,
    );
    expect(() => pageCspSources(`<a href=" javascript:go()">Go</a>`)).toThrow(/javascript:/);
  });
});

describe("externalSources", () => {
  it("lists absolute API and media bases as path-scoped sources; paths and same-origin need none", () => {
    expect(
      externalSources({
        APP_API_URL: "https://api.example.com",
        ASSETS_API_URL: "https://api.example.com",
        DOWNLOADS_API_URL: "",
        MEDIA_BASE_URL: "https://cdn.example.com/media/",
      }),
    ).toEqual({ connect: ["https://api.example.com/"], media: ["https://cdn.example.com/media/"] });
    expect(
      externalSources({ APP_API_URL: "", ASSETS_API_URL: "", DOWNLOADS_API_URL: "", MEDIA_BASE_URL: "/media" }),
    ).toEqual({ connect: [], media: [] });
  });
});

const sonnerBundle = createRequire(import.meta.url).resolve("sonner");

describe("injectedStyleHashes", () => {
  it("hashes the stylesheet Sonner injects, and the empty <style> it inserts first", () => {
    const hashes = injectedStyleHashes([readFileSync(sonnerBundle, "utf8")]);
    expect(hashes).toHaveLength(2);
    expect(hashes).toContain(chromiumHashes[""]);
  });

  it("fails when the built bundles do not carry that stylesheet", () => {
    expect(() => injectedStyleHashes(["console.log(1)"])).toThrow(
      /sonner's injected stylesheet is not in the built bundles/,
    );
  });
});

describe("writeCspHashes", () => {
  let buildDir;
  const write = (path, content) => {
    const file = join(buildDir, "client", path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  beforeEach(() => {
    buildDir = mkdtempSync(join(tmpdir(), "csp-hashes-"));
  });
  afterEach(() => rmSync(buildDir, { recursive: true, force: true }));

  it("writes each page's hashes and the site-wide lists beside build/client, not in it", async () => {
    write("index.html", page);
    write("docs/intro/index.html", `<p style="padding-left:1.5rem">x</p><script>b()</script>`);
    write("__spa-fallback.html", "<script>c()</script>");
    mkdirSync(join(buildDir, "client", "assets"));
    copyFileSync(sonnerBundle, join(buildDir, "client", "assets", "root-1.js"));
    const env = {
      APP_API_URL: "",
      ASSETS_API_URL: "",
      DOWNLOADS_API_URL: "",
      MEDIA_BASE_URL: "https://cdn.example.com/m",
    };

    await writeCspHashes(join(buildDir, "client"), { env });

    expect(existsSync(join(buildDir, "client", "csp-hashes.json"))).toBe(false);
    const manifest = JSON.parse(readFileSync(join(buildDir, "csp-hashes.json"), "utf8"));
    expect(Object.keys(manifest.pages).sort()).toEqual(["__spa-fallback.html", "docs/intro/index.html", "index.html"]);
    expect(manifest.pages["docs/intro/index.html"]).toEqual({ scripts: [cspHash("b()")], styles: [] });
    expect(manifest.pages["__spa-fallback.html"].scripts).toEqual([cspHash("c()")]);
    expect(manifest.pages["index.html"].scripts).toHaveLength(3);
    expect(manifest.styleAttributes).toEqual([cspHash("color:blue"), cspHash("padding-left:1.5rem")].sort());
    expect(manifest.injectedStyles).toHaveLength(2);
    expect(manifest.sources).toEqual({ connect: [], media: ["https://cdn.example.com/m/"] });
  });
});
