import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { certificates, examAttempts, users } from "../db/schema/index.js";
import { createTestApp } from "../test/test-app.js";
import { withoutTrailingSlash } from "./serve-site.js";

/** A small built site on disk, shaped like apps/web/build/client. */
function writeSite(): string {
  const root = mkdtempSync(join(tmpdir(), "site-"));
  const page = (path: string, html: string) => {
    mkdirSync(join(root, path), { recursive: true });
    writeFileSync(join(root, path, "index.html"), html);
  };
  writeFileSync(join(root, "index.html"), "<h1>Home</h1>");
  page("webinars", "<h1>Webinars</h1>");
  page("nlp's-list", "<h1>NLP</h1>");
  page("404", "<h1>Page not found</h1>");
  page("academy/videos/intro", "<h1>Intro lesson</h1>");
  writeFileSync(join(root, "__spa-fallback.html"), "<div data-spa-fallback></div>");
  writeFileSync(join(root, "spa-prefixes.json"), JSON.stringify({ prefixes: ["/academy/videos/"] }));
  mkdirSync(join(root, "media"));
  writeFileSync(join(root, "media", "clip.mp4"), Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256)));
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "assets", "entry-abc123.js"), "console.log(1)");
  writeFileSync(join(root, "assets", "entry-abc123.js.gz"), gzipSync("console.log(1)"));
  return root;
}

describe("serving the built site", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let root: string;
  beforeAll(async () => {
    root = writeSite();
    ctx = await createTestApp({ siteDir: root });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("answers a known page 200 with HTML that must be revalidated", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/webinars" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(response.body).toContain("Webinars");
  });

  it("finds paths with an apostrophe, raw or percent-encoded", async () => {
    expect((await ctx.app.inject({ url: "/nlp's-list" })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: "/nlp%27s-list?id=1" })).statusCode).toBe(200);
  });

  it("answers an unknown path 404 with the not-found page", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/no-such-page" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toContain("Page not found");
  });

  it("does not serve the not-found page itself as a 200", async () => {
    expect((await ctx.app.inject({ url: "/404" })).statusCode).toBe(404);
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/v1/public/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: "Not Found" });
  });

  it("redirects a trailing slash to the canonical path", async () => {
    const response = await ctx.app.inject({ url: "/webinars/?a=1" });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/webinars?a=1");
  });

  it.each(["//evil.example/login/", "///evil.example//", "/%2F%2Fevil.example/", "/%5Cevil.example/"])(
    "never redirects %s to another host (404 instead)",
    async (url) => {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers.location).toBeUndefined();
    },
  );

  it("redirects no raw path a browser would read as another host", () => {
    // inject() normalises raw backslashes away, so the rule itself is checked with them.
    for (const raw of ["/\\evil.example/", "/\\/evil.example/", "//evil.example/", "/\t/evil.example/"]) {
      expect(withoutTrailingSlash(raw)).toBeNull();
    }
    expect(withoutTrailingSlash("/docs/getting-started/")).toBe("/docs/getting-started");
    expect(withoutTrailingSlash("/nlp's-list/")).toBe("/nlp's-list");
  });

  it("sends hashed assets precompressed with a year-long immutable cache", async () => {
    const response = await ctx.app.inject({
      url: "/assets/entry-abc123.js",
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await ctx.app.inject({ url: "/webinars" });
    const etag = String(first.headers.etag);
    const second = await ctx.app.inject({ url: "/webinars", headers: { "if-none-match": etag } });
    expect(second.statusCode).toBe(304);
  });

  it("answers an unknown path under a prefix route with the app shell, still 404", async () => {
    const response = await ctx.app.inject({ url: "/academy/videos/no-such-lesson" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body).toContain("data-spa-fallback");
    const deeper = await ctx.app.inject({ url: "/academy/videos/intro/part-2" });
    expect(deeper.statusCode).toBe(404);
    expect(deeper.body).toContain("data-spa-fallback");
  });

  it("still serves prerendered pages under a prefix route, and the not-found page elsewhere", async () => {
    const known = await ctx.app.inject({ url: "/academy/videos/intro" });
    expect(known.statusCode).toBe(200);
    expect(known.body).toContain("Intro lesson");
    const elsewhere = await ctx.app.inject({ url: "/academy/lessons/intro" });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).toContain("Page not found");
  });

  it("answers a certificate page with the app shell: 200 for a certificate that exists, 404 for any other id", async () => {
    const [user] = await ctx.database.db
      .insert(users)
      .values({
        email: "holder@example.com",
        name: "Holder",
        company: "Co",
        phone: "+44 20 7946 0958",
        passwordHash: "x",
      })
      .returning();
    const [attempt] = await ctx.database.db
      .insert(examAttempts)
      .values({ userId: user?.id ?? "", questionIds: [], startedAt: new Date(), deadline: new Date() })
      .returning();
    const id = "Abcdefghijklmnopqrstuv";
    const now = new Date();
    await ctx.database.db.insert(certificates).values({
      ...{ id, userId: user?.id ?? "", attemptId: attempt?.id ?? "", holderName: "Holder" },
      ...{ certification: "Certified", percent: 90, issuedAt: now, expiresAt: now },
    });
    const known = await ctx.app.inject({ url: `/ignitest-academy/certificates/${id}` });
    expect(known.statusCode).toBe(200);
    expect(known.body).toContain("data-spa-fallback");
    const unknown = await ctx.app.inject({ url: `/ignitest-academy/certificates/${"B".repeat(22)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("data-spa-fallback");
    const malformed = await ctx.app.inject({ url: "/ignitest-academy/certificates/x'%20OR%201=1" });
    expect(malformed.statusCode).toBe(404);
  });

  it("does not serve the app shell at its own path", async () => {
    const response = await ctx.app.inject({ url: "/__spa-fallback.html" });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("Page not found");
  });

  it("serves media with byte ranges, so players can seek", async () => {
    const whole = await ctx.app.inject({ url: "/media/clip.mp4" });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-type"]).toBe("video/mp4");
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.rawPayload).toHaveLength(1000);

    const part = await ctx.app.inject({ url: "/media/clip.mp4", headers: { range: "bytes=10-19" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe("bytes 10-19/1000");
    expect([...part.rawPayload]).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);

    const tail = await ctx.app.inject({ url: "/media/clip.mp4", headers: { range: "bytes=-4" } });
    expect(tail.headers["content-range"]).toBe("bytes 996-999/1000");

    const beyond = await ctx.app.inject({ url: "/media/clip.mp4", headers: { range: "bytes=5000-" } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers["content-range"]).toBe("bytes */1000");
  });
});
