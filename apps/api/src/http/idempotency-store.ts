import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { idempotencyKeys } from "../db/schema/index.js";

/** How long a key's first answer is kept and replayed (as Stripe's API does). */
export const IDEMPOTENCY_WINDOW_HOURS = 24;

/** A first request that has not answered in this long (its replica died) no longer holds its key. */
const ABANDONED_AFTER_SECONDS = 120;

export type StoredAnswer = {
  fingerprint: string;
  statusCode: number | null;
  contentType: string | null;
  body: string | null;
};

/**
 * The idempotency_keys table (src/db/schema/idempotency.ts), shared by every
 * replica: the primary key (scope, key) makes a claim atomic, so two copies of
 * one request on two replicas cannot both run.
 */
export function createIdempotencyStore(db: Database) {
  return {
    /**
     * Claims (scope, key) for a request with this fingerprint: true when this
     * request runs (the key is new, expired or abandoned), else the row that
     * holds it.
     */
    async claim(scope: string, key: string, fingerprint: string): Promise<true | StoredAnswer> {
      const claimed = await db
        .insert(idempotencyKeys)
        .values({ scope, key, fingerprint })
        .onConflictDoUpdate({
          target: [idempotencyKeys.scope, idempotencyKeys.key],
          set: { fingerprint, statusCode: null, contentType: null, responseBody: null, createdAt: sql`now()` },
          setWhere: sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_WINDOW_HOURS})
            or (${idempotencyKeys.statusCode} is null
              and ${idempotencyKeys.createdAt} < now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS}))`,
        })
        .returning({ key: idempotencyKeys.key });
      if (claimed.length > 0) return true;
      const [row] = await db
        .select({
          fingerprint: idempotencyKeys.fingerprint,
          statusCode: idempotencyKeys.statusCode,
          contentType: idempotencyKeys.contentType,
          body: idempotencyKeys.responseBody,
        })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      // Gone between the two statements (released by a failed first request): this one may run.
      return row ?? (await this.claim(scope, key, fingerprint));
    },

    /** Keeps the first answer for replays. */
    async complete(
      scope: string,
      key: string,
      answer: { statusCode: number; contentType: string | null; body: string },
    ) {
      await db
        .update(idempotencyKeys)
        .set({ statusCode: answer.statusCode, contentType: answer.contentType, responseBody: answer.body })
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    },

    /** The first request stored nothing it could answer again (a 5xx, a 429): the key is free for a retry. */
    async release(scope: string, key: string) {
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.scope, scope),
            eq(idempotencyKeys.key, key),
            sql`${idempotencyKeys.statusCode} is null`,
          ),
        );
    },

    /** Drops keys past the window (called now and then by the hooks). */
    async sweep() {
      await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_WINDOW_HOURS})`));
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
