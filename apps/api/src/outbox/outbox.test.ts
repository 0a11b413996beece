import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.js";
import { outboxEntries } from "../db/schema/index.js";
import { openTestDatabase } from "../test/test-database.js";
import { claimDue, enqueue, type OutboxEntry, outboxStats } from "./outbox-data.js";
import { createOutboxWorker } from "./outbox-worker.js";
import { GIVE_UP_AFTER_MS, nextAttemptAt, retryDelayMs } from "./retry-schedule.js";

const silent = pino({ level: "silent" });
let sequence = 0;
const key = (name: string) => `${name}:${Date.now()}:${++sequence}`;

describe("the retry schedule", () => {
  it("doubles from 1 s with jitter in the upper half, capped at 15 minutes", () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, () => 0))).toEqual([500, 1000, 2000, 4000, 8000]);
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, () => 1))).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(retryDelayMs(40, () => 1)).toBe(15 * 60 * 1000);
  });

  it("gives up once the next attempt would be more than 24 h after the entry was created", () => {
    const created = new Date("2026-01-01T00:00:00Z");
    expect(nextAttemptAt(created, 3, new Date(created.getTime() + 60_000), () => 0)).toEqual(
      new Date(created.getTime() + 62_000),
    );
    expect(nextAttemptAt(created, 30, new Date(created.getTime() + GIVE_UP_AFTER_MS - 1000), () => 1)).toBeNull();
  });
});

describe("the outbox (claiming, retries, dead entries, idempotency)", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  const entry = async (k: string) => {
    const [row] = await database.db.select().from(outboxEntries).where(eq(outboxEntries.idempotencyKey, k));
    return row as OutboxEntry;
  };

  it("queues a key once: a replayed enqueue adds nothing", async () => {
    const k = key("idem");
    await enqueue(database.db, [{ idempotencyKey: k, kind: "mail", payload: { n: 1 } }]);
    await enqueue(database.db, [{ idempotencyKey: k, kind: "mail", payload: { n: 2 } }]);
    const rows = await database.db.select().from(outboxEntries).where(eq(outboxEntries.idempotencyKey, k));
    expect(rows.map((row) => row.payload)).toEqual([{ n: 1 }]);
  });

  it("rolls back with the transaction that queued it", async () => {
    const k = key("rollback");
    await database.db
      .transaction(async (tx) => {
        await enqueue(tx as never, [{ idempotencyKey: k, kind: "mail", payload: {} }]);
        throw new Error("the request failed");
      })
      .catch(() => undefined);
    expect(await entry(k)).toBeUndefined();
  });

  it("lets two workers claim disjoint entries, and hides a claimed entry for the lease", async () => {
    const keys = Array.from({ length: 10 }, () => key("claim"));
    await enqueue(
      database.db,
      keys.map((k) => ({ idempotencyKey: k, kind: "mail" as const, payload: {} })),
    );
    const [a, b] = await Promise.all([claimDue(database.db, 100), claimDue(database.db, 100)]);
    const mine = (list: OutboxEntry[]) => list.filter((row) => keys.includes(row.idempotencyKey));
    const ids = [...mine(a ?? []), ...mine(b ?? [])].map((row) => row.id);
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
    expect(mine(await claimDue(database.db, 100))).toEqual([]);
    expect((await entry(keys[0] as string)).attempts).toBe(1);
  });

  it("sends each entry once, retries a failure with backoff, and marks sent", async () => {
    const k = key("retry");
    await enqueue(database.db, [{ idempotencyKey: k, kind: "lead-webhook", payload: {} }]);
    let calls = 0;
    const worker = createOutboxWorker(
      database.db,
      {
        mail: async () => undefined,
        "lead-webhook": async (row) => {
          if (row.idempotencyKey !== k) return;
          calls += 1;
          if (calls === 1) throw new Error("CRM answered 503");
        },
      },
      silent,
    );
    await worker.kick();
    const failed = await entry(k);
    expect(failed).toMatchObject({ status: "pending", attempts: 1, lastError: "CRM answered 503" });
    const wait = failed.dueAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(1000);

    await new Promise((resolve) => setTimeout(resolve, wait + 50));
    await worker.kick();
    await worker.kick();
    expect(await entry(k)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect(calls).toBe(2);
    await worker.stop();
  });

  it("marks an entry failing for 24 h dead, never retries it, and counts it", async () => {
    const k = key("dead");
    await enqueue(database.db, [{ idempotencyKey: k, kind: "mail", payload: {} }]);
    await database.db
      .update(outboxEntries)
      .set({ createdAt: new Date(Date.now() - GIVE_UP_AFTER_MS) })
      .where(eq(outboxEntries.idempotencyKey, k));
    const dead: string[] = [];
    const worker = createOutboxWorker(
      database.db,
      {
        mail: async (row) => {
          if (row.idempotencyKey === k) throw new Error("mailbox unavailable");
        },
        "lead-webhook": async () => undefined,
      },
      silent,
      { onFailed: (row, isDead) => isDead && dead.push(row.idempotencyKey) },
    );
    await worker.kick();
    expect(await entry(k)).toMatchObject({ status: "dead", lastError: "mailbox unavailable" });
    expect(dead).toEqual([k]);
    expect(mine(await claimDue(database.db, 100), k)).toEqual([]);
    expect((await outboxStats(database.db)).dead).toBeGreaterThanOrEqual(1);
    await worker.stop();
  });
});

function mine(list: OutboxEntry[], k: string) {
  return list.filter((row) => row.idempotencyKey === k);
}
