import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app.js";

const hash = (letter: string) => `'sha256-${letter.repeat(43)}='`;

/** A built site with the playground, its sample apps (docs/playground.md#sample-apps) and one other page. */
function writeBuild(): string {
  const build = mkdtempSync(join(tmpdir(), "build-"));
  const write = (path: string, content: string) => {
    mkdirSync(dirname(join(build, path)), { recursive: true });
    writeFileSync(join(build, path), content);
  };
  write("client/index.html", "<h1>Home</h1><script>home()</script>");
  write("client/404/index.html", "<h1>Page not found</h1>");
  write("client/playground/index.html", "<h1>Playground</h1><script>playground()</script>");
  write("client/playground/platform/execution/index.html", "<h1>Test Execution</h1>");
  write("client/playground/platform/users/index.html", "<h1>Users</h1>");
  write("client/playground/apps/404.html", "<h1>Sample app page not found</h1>");
  write("client/playground/apps/shop/index.html", "<h1>Sign in</h1>");
  write("client/playground/apps/shop/cart.html", "<h1>Your cart</h1>");
  write("client/playground/apps/shop/shop.js", "export {};");
  write("client/playground/apps/shop/shop.css", "body{margin:0}");
  const page = (letter: string) => ({ scripts: [hash(letter)], styles: [] });
  write(
    "csp-hashes.json",
    JSON.stringify({
      pages: {
        "index.html": page("A"),
        "playground/index.html": page("B"),
        "404/index.html": page("C"),
        "playground/platform/execution/index.html": page("D"),
        "playground/platform/users/index.html": page("E"),
      },
      styleAttributes: [],
      injectedStyles: [],
      sources: { connect: [], media: ["https://cdn.example.com/media/"] },
    }),
  );
  return build;
}

function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers["content-security-policy"] ?? "");
  return new Map(
    header
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

describe("the playground and its sample apps", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let build: string;
  beforeAll(async () => {
    build = writeBuild();
    ctx = await createTestApp({ siteDir: join(build, "client") });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(build, { recursive: true, force: true });
  });

  it("lets this origin, and only this origin, frame a sample app's page", async () => {
    for (const url of [
      "/playground/apps/shop",
      "/playground/apps/shop/index.html",
      "/playground/apps/shop/cart.html",
    ]) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
      const policy = directives(response);
      expect(policy.get("script-src")?.join(" ")).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(policy.get("frame-ancestors")).toEqual(["'self'"]);
      expect(policy.get("default-src")).toEqual(["'none'"]);
      expect(policy.get("script-src")).toEqual(["'self'"]);
      // Inline styles for the runner's picture of the frame; scripts stay file-only.
      expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy.get("base-uri")).toEqual(["'none'"]);
      expect(policy.get("object-src")).toEqual(["'none'"]);
    }
    expect((await ctx.app.inject({ url: "/playground/apps/shop" })).body).toContain("Sign in");
    expect((await ctx.app.inject({ url: "/playground/apps/shop/cart.html" })).body).toContain("Your cart");
  });

  it("redirects an app's folder with a trailing slash to its index page", async () => {
    const response = await ctx.app.inject({ url: "/playground/apps/shop/?reset=1" });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/playground/apps/shop?reset=1");
  });

  it("sends a sample app's script and stylesheet revalidated on every load, as their names carry no hash", async () => {
    for (const url of ["/playground/apps/shop/shop.js", "/playground/apps/shop/shop.css"]) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    }
  });

  it("answers an unknown file under the sample apps 404 with their own not-found page, framable by this origin", async () => {
    for (const url of [
      "/playground/apps/shop/no-such-page.html",
      "/playground/apps/nope",
      "/playground/apps/404.html",
    ]) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.body).toContain("Sample app page not found");
      expect(directives(response).get("frame-ancestors")).toEqual(["'self'"]);
      expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    }
  });

  it("lets the playground page frame this origin and show captured pictures, while nothing frames it", async () => {
    const response = await ctx.app.inject({ url: "/playground" });
    expect(response.statusCode).toBe(200);
    const policy = directives(response);
    expect(policy.get("frame-src")).toEqual(["'self'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "https://cdn.example.com/media/", "data:", "blob:"]);
    expect(policy.get("script-src")).toEqual(["'self'", "'wasm-unsafe-eval'", hash("B")]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(response.headers["x-frame-options"]).toBe("DENY");
  });

  it("lets the Platform demo's execution area frame this origin too: it runs the playground's scripts", async () => {
    const policy = directives(await ctx.app.inject({ url: "/playground/platform/execution" }));
    expect(policy.get("frame-src")).toEqual(["'self'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "https://cdn.example.com/media/", "data:", "blob:"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("keeps every other page unframable and unable to frame", async () => {
    for (const url of ["/", "/no-such-page", "/playground/nope", "/playground/platform/users"]) {
      const response = await ctx.app.inject({ url });
      const policy = directives(response);
      expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
      expect(policy.has("frame-src")).toBe(false);
      expect(policy.get("img-src")).toEqual(["'self'", "https://cdn.example.com/media/"]);
      expect(response.headers["x-frame-options"]).toBe("DENY");
    }
  });
});
