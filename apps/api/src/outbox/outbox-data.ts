import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { outboxEntries } from "../db/schema/index.js";

export type OutboxEntry = typeof outboxEntries.$inferSelect;
export type NewOutboxEntry = { idempotencyKey: string; kind: OutboxEntry["kind"]; payload: unknown };

/**
 * How long a claimed entry is hidden from other workers while it is being
 * sent. A replica that dies mid-send leaves it claimed; after this lease it is
 * due again and another replica sends it (at least once; the CRM dedupes on
 * the Idempotency-Key, mail could repeat only in that crash case).
 */
export const CLAIM_LEASE_MS = 2 * 60 * 1000;

/**
 * Queues entries in the caller's transaction (`db` may be a transaction):
 * they exist exactly when the row they belong to does. A key queued before
 * is left alone, so replaying a request cannot queue a second send.
 */
export async function enqueue(db: Database, entries: NewOutboxEntry[]) {
  if (entries.length === 0) return;
  await db
    .insert(outboxEntries)
    .values(entries.map((entry) => ({ ...entry, payload: entry.payload as object })))
    .onConflictDoNothing({ target: outboxEntries.idempotencyKey });
}

/**
 * Claims up to `limit` due entries for this worker: one statement that locks
 * them with FOR UPDATE SKIP LOCKED (workers of other replicas skip them rather
 * than wait), counts the attempt and moves `due_at` past the lease.
 */
export async function claimDue(db: Database, limit: number): Promise<OutboxEntry[]> {
  const result = await db.execute(sql`
    update ${outboxEntries} set attempts = attempts + 1,
      due_at = clock_timestamp() + ${CLAIM_LEASE_MS} * interval '1 millisecond'
    where id in (
      select id from ${outboxEntries}
      where status = 'pending' and due_at <= clock_timestamp()
      order by due_at limit ${limit}
      for update skip locked)
    returning id`);
  const ids = (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
  if (ids.length === 0) return [];
  return db
    .select()
    .from(outboxEntries)
    .where(
      sql`${outboxEntries.id} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
}

/** The entry went out: never sent again. */
export async function markSent(db: Database, id: string) {
  await db
    .update(outboxEntries)
    .set({ status: "sent", sentAt: sql`now()`, lastError: null })
    .where(and(eq(outboxEntries.id, id), eq(outboxEntries.status, "pending")));
}

/** A failed attempt: due again at `dueAt`, or dead when `dueAt` is null (past 24 h). */
export async function markFailed(db: Database, id: string, error: string, dueAt: Date | null) {
  await db
    .update(outboxEntries)
    .set(dueAt ? { dueAt, lastError: error } : { status: "dead", lastError: error })
    .where(and(eq(outboxEntries.id, id), eq(outboxEntries.status, "pending")));
}

/** For metrics: entries waiting, due now, the oldest due one's age, and dead entries. */
export async function outboxStats(db: Database) {
  const result = await db.execute(sql`
    select
      count(*) filter (where status = 'pending')::integer as pending,
      count(*) filter (where status = 'pending' and due_at <= clock_timestamp())::integer as due,
      coalesce(extract(epoch from clock_timestamp() - min(created_at) filter (
        where status = 'pending' and due_at <= clock_timestamp())), 0)::float8 as oldest_due_seconds,
      count(*) filter (where status = 'dead')::integer as dead
    from ${outboxEntries}`);
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return {
    pending: Number(row?.pending ?? 0),
    due: Number(row?.due ?? 0),
    oldestDueSeconds: Number(row?.oldest_due_seconds ?? 0),
    dead: Number(row?.dead ?? 0),
  };
}
