import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app.js";

const hash = (letter: string) => `'sha256-${letter.repeat(43)}='`;

/** A built site shaped like apps/web/build: client/ and, beside it, the hashes the web build writes. */
function writeBuild({ withManifest }: { withManifest: boolean }): string {
  const build = mkdtempSync(join(tmpdir(), "build-"));
  const write = (path: string, content: string) => {
    mkdirSync(dirname(join(build, path)), { recursive: true });
    writeFileSync(join(build, path), content);
  };
  write("client/index.html", "<h1>Home</h1><script>home()</script>");
  write("client/docs/intro/index.html", "<h1>Intro</h1><script>intro()</script>");
  write("client/404/index.html", "<h1>Page not found</h1><script>notFound()</script>");
  write("client/__spa-fallback.html", "<div data-spa-fallback></div><script>shell()</script>");
  write("client/spa-prefixes.json", JSON.stringify({ prefixes: ["/academy/videos/"] }));
  write("client/assets/entry-abc.js", "console.log(1)");
  write("client/assets/root-abc.css", "body{color:red}");
  write("client/favicon.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>");
  if (withManifest) {
    const page = (letter: string) => ({ scripts: [hash(letter)], styles: [] });
    write(
      "csp-hashes.json",
      JSON.stringify({
        pages: {
          "index.html": page("A"),
          "docs/intro/index.html": page("B"),
          "404/index.html": page("C"),
          "__spa-fallback.html": page("D"),
        },
        styleAttributes: [hash("E")],
        injectedStyles: [hash("F")],
        sources: { connect: ["https://api.example.com/"], media: ["https://cdn.example.com/media/"] },
      }),
    );
  }
  return build;
}

/** The directives of a Content-Security-Policy header, by name. */
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

const strict = [
  ["default-src", ["'none'"]],
  ["base-uri", ["'none'"]],
  ["form-action", ["'none'"]],
  ["frame-ancestors", ["'none'"]],
];

function expectCommonHeaders(response: LightMyRequestResponse) {
  expect(response.headers["x-content-type-options"]).toBe("nosniff");
  expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(response.headers["permissions-policy"]).toContain("camera=()");
  expect(response.headers["permissions-policy"]).toContain("geolocation=()");
  expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(response.headers["cross-origin-resource-policy"]).toBe("same-origin");
  expect(response.headers["x-frame-options"]).toBe("DENY");
  expect(response.headers.server).toBeUndefined();
  expect(response.headers["x-powered-by"]).toBeUndefined();
  // Served over plain HTTP here: HSTS would be ignored, and must not be sent.
  expect(response.headers["strict-transport-security"]).toBeUndefined();
  const csp = String(response.headers["content-security-policy"]);
  expect(csp).not.toMatch(/unsafe-inline|'unsafe-eval'/);
  const policy = directives(response);
  expect(policy.get("default-src")).toEqual(["'none'"]);
  expect(policy.get("base-uri")).toEqual(["'none'"]);
  expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
}

describe("security headers", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let build: string;
  beforeAll(async () => {
    build = writeBuild({ withManifest: true });
    ctx = await createTestApp({ siteDir: join(build, "client") });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(build, { recursive: true, force: true });
  });

  it("gives a page its own script hashes and what the site loads, and nothing inline beyond that", async () => {
    const response = await ctx.app.inject({ url: "/docs/intro" });
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response);
    const policy = directives(response);
    expect(policy.get("script-src")).toEqual(["'self'", "'wasm-unsafe-eval'", hash("B")]);
    expect(policy.get("style-src")).toEqual(["'self'", hash("F")]);
    expect(policy.get("style-src-attr")).toEqual(["'unsafe-hashes'", hash("E")]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("connect-src")).toEqual(["'self'", "https://api.example.com/"]);
    expect(policy.get("media-src")).toEqual(["'self'", "https://cdn.example.com/media/"]);
    expect(policy.get("img-src")).toEqual(["'self'", "https://cdn.example.com/media/"]);
    expect(policy.get("worker-src")).toEqual(["'self'"]);
    expect(policy.get("font-src")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);

    const home = directives(await ctx.app.inject({ url: "/" }));
    expect(home.get("script-src")).toEqual(["'self'", "'wasm-unsafe-eval'", hash("A")]);
  });

  it("keeps the page's policy on a 304", async () => {
    const first = await ctx.app.inject({ url: "/docs/intro" });
    const second = await ctx.app.inject({
      url: "/docs/intro",
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(second.statusCode).toBe(304);
    expectCommonHeaders(second);
    expect(directives(second).get("script-src")).toContain(hash("B"));
  });

  it("sends the not-found page and the app shell with their own hashes on a 404", async () => {
    const notFound = await ctx.app.inject({ url: "/no-such-page" });
    expect(notFound.statusCode).toBe(404);
    expectCommonHeaders(notFound);
    expect(directives(notFound).get("script-src")).toContain(hash("C"));

    const shell = await ctx.app.inject({ url: "/academy/videos/no-such-lesson" });
    expect(shell.statusCode).toBe(404);
    expectCommonHeaders(shell);
    expect(directives(shell).get("script-src")).toContain(hash("D"));
  });

  it("lets a script (which may run as a worker) compile WebAssembly and fetch, and nothing else", async () => {
    const response = await ctx.app.inject({ url: "/assets/entry-abc.js" });
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response);
    const policy = directives(response);
    expect(policy.get("script-src")).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(policy.get("connect-src")).toEqual(["'self'", "https://api.example.com/"]);
    expect(policy.has("style-src")).toBe(false);
  });

  it.each(["/assets/root-abc.css", "/favicon.svg"])("gives %s the strict policy", async (url) => {
    const response = await ctx.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response);
    expect([...directives(response)]).toEqual(strict);
  });

  it("gives JSON answers and API errors the strict policy", async () => {
    const answers = [
      await ctx.app.inject({ url: "/v1/public/country" }),
      await ctx.app.inject({ url: "/v1/public/no-such-endpoint" }),
      await ctx.app.inject({
        method: "POST",
        url: "/v1/public/categories/search",
        headers: { "content-type": "application/json" },
        payload: "{not json",
      }),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([200, 404, 400]);
    for (const response of answers) {
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expectCommonHeaders(response);
      expect([...directives(response)]).toEqual(strict);
    }
  });

  it("sends them on requests rejected before routing: a malformed URL, a body over the limit", async () => {
    const badUrl = await ctx.app.inject({ url: "/%E0%A4%A" });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toMatchObject({ statusCode: 400, error: "Bad Request" });
    expectCommonHeaders(badUrl);

    const tooLarge = await ctx.app.inject({
      method: "POST",
      url: "/v1/public/categories/search",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ key: "x".repeat(20_000) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expectCommonHeaders(tooLarge);
  });

  it("sends HSTS only when a trusted proxy says the request came over HTTPS (X-Forwarded-Proto)", async () => {
    const secure = { "x-forwarded-proto": "https" };
    // The proxy is inject()'s peer, 127.0.0.1.
    const behindProxy = await createTestApp({ siteDir: join(build, "client"), trustProxy: "127.0.0.1" });
    try {
      for (const url of ["/", "/v1/public/country", "/no-such-page"]) {
        const response = await behindProxy.app.inject({ url, headers: secure });
        expect(response.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
        expect((await behindProxy.app.inject({ url })).headers["strict-transport-security"]).toBeUndefined();
        // Trusting no proxy (the default), a client's own X-Forwarded-Proto proves nothing.
        expect((await ctx.app.inject({ url, headers: secure })).headers["strict-transport-security"]).toBeUndefined();
      }
    } finally {
      await behindProxy.close();
    }
  });
});

describe("a site built without csp-hashes.json", () => {
  it("still sends pages a policy, one that allows no inline script", async () => {
    const build = writeBuild({ withManifest: false });
    const ctx = await createTestApp({ siteDir: join(build, "client") });
    try {
      const response = await ctx.app.inject({ url: "/docs/intro" });
      expect(response.statusCode).toBe(200);
      expectCommonHeaders(response);
      expect(directives(response).get("script-src")).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    } finally {
      await ctx.close();
      rmSync(build, { recursive: true, force: true });
    }
  });
});
