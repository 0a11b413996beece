import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app.js";

/**
 * Pagefind writes its index as gzip files that its own script fetches and
 * inflates (apps/web/scripts/search-index.mjs). They must reach the browser
 * byte for byte: a Content-Encoding header on them makes the browser try to
 * decode them and fail (ERR_CONTENT_DECODING_FAILED), and search breaks.
 */
describe("serving the search index", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let root: string;
  const files = {
    "pagefind/pagefind.en_0123456789.pf_meta": gzipSync("meta ".repeat(600)),
    "pagefind/index/en_abc.pf_index": gzipSync("index ".repeat(600)),
    "pagefind/fragment/en_def.pf_fragment": gzipSync("fragment ".repeat(600)),
    "pagefind/wasm.en.pagefind": gzipSync(Buffer.alloc(4000, 7)),
  };
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "site-"));
    for (const [path, body] of Object.entries(files)) {
      mkdirSync(join(root, path, ".."), { recursive: true });
      writeFileSync(join(root, path), body);
    }
    ctx = await createTestApp({ siteDir: root });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each(Object.keys(files))("sends /%s as it is, without a Content-Encoding", async (path) => {
    const response = await ctx.app.inject({ url: `/${path}`, headers: { "accept-encoding": "br, gzip" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/gzip");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.rawPayload.equals(files[path as keyof typeof files])).toBe(true);
  });
});
