import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * The catalogue only changes when the seed runs, so read-mostly GETs keep
 * their serialized answer and its ETag in memory. Entries are keyed by the
 * route and its *validated* query (so "?page=0" and "?" share one entry), and
 * the map is bounded so odd queries cannot grow it without limit.
 */
type Entry = { body: string; etag: string };

const liveCaches = new Set<AssetResponseCache>();

export class AssetResponseCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries = 2000) {
    liveCaches.add(this);
  }

  get(key: string): Entry | undefined {
    return this.entries.get(key);
  }

  /** The cached answer for `key`, or `produce`'s, serialized and kept. */
  async getOrProduce(key: string, produce: () => Promise<unknown>): Promise<Entry> {
    return this.get(key) ?? this.set(key, JSON.stringify(await produce()));
  }

  set(key: string, body: string): Entry {
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    // Weak: the same JSON may leave as identity, gzip or br bytes (@fastify/compress).
    const etag = `W/"${createHash("sha1").update(body).digest("base64url").slice(0, 27)}"`;
    const entry = { body, etag };
    this.entries.set(key, entry);
    return entry;
  }

  get size() {
    return this.entries.size;
  }

  clear() {
    this.entries.clear();
  }

  /** Stop receiving invalidations (the app closed). */
  dispose() {
    this.entries.clear();
    liveCaches.delete(this);
  }
}

/** Called by the seed set after it rewrites the catalogue. */
export function invalidateAssetCaches() {
  for (const cache of liveCaches) cache.clear();
}

/**
 * A POST search's answer from the cache (or `produce`). No ETag: clients do
 * not revalidate POSTs. `key` must be built from the validated body.
 */
export async function sendCachedSearch(
  reply: FastifyReply,
  cache: AssetResponseCache,
  key: string,
  produce: () => Promise<unknown>,
) {
  const entry = await cache.getOrProduce(key, produce);
  return reply.type("application/json; charset=utf-8").send(entry.body);
}

/** If-None-Match uses the weak comparison: W/"x" and "x" match; lists and "*" too. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((candidate) => opaque(candidate) === "*" || opaque(candidate) === opaque(etag));
}

/**
 * Answers from the cache (or fills it from `produce`), with ETag and a 304
 * when the client already holds this version. Clients revalidate every time
 * (no-cache), which costs a 304 and keeps them exact after a re-seed.
 */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: AssetResponseCache,
  key: string,
  produce: () => Promise<unknown>,
) {
  const entry = await cache.getOrProduce(key, produce);
  reply.header("ETag", entry.etag).header("Cache-Control", "public, no-cache");
  if (matches(request.headers["if-none-match"], entry.etag)) {
    return reply.code(304).send();
  }
  return reply.type("application/json; charset=utf-8").send(entry.body);
}
