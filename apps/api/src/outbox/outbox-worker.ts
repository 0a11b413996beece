import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client.js";
import { claimDue, markFailed, markSent, type OutboxEntry } from "./outbox-data.js";
import { nextAttemptAt } from "./retry-schedule.js";

/** Sends one entry; throws to have it retried. */
export type OutboxHandler = (entry: OutboxEntry) => Promise<void>;
export type OutboxHandlers = Record<OutboxEntry["kind"], OutboxHandler>;
/** What the worker tells the metrics. */
export type OutboxEvents = {
  onSent?: (entry: OutboxEntry) => void;
  onFailed?: (entry: OutboxEntry, dead: boolean) => void;
};

/** Polls this often; a commit that queued something also kicks it at once. */
export const OUTBOX_POLL_MS = 1000;
const BATCH = 20;

/**
 * The outbox worker of one replica (docs/decisions/056-outbox.md): claims due
 * entries (SKIP LOCKED, so replicas share the work without waiting on each
 * other), sends each, then marks it sent, schedules a retry with backoff and
 * jitter, or after 24 h marks it dead and logs it at error level.
 */
export function createOutboxWorker(
  db: Database,
  handlers: OutboxHandlers,
  log: FastifyBaseLogger,
  events: OutboxEvents = {},
  now: () => Date = () => new Date(),
) {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function attempt(entry: OutboxEntry) {
    try {
      await handlers[entry.kind](entry);
      await markSent(db, entry.id);
      events.onSent?.(entry);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const dueAt = nextAttemptAt(entry.createdAt, entry.attempts, now());
      await markFailed(db, entry.id, message, dueAt);
      events.onFailed?.(entry, dueAt === null);
      const context = { outboxId: entry.id, kind: entry.kind, key: entry.idempotencyKey, attempts: entry.attempts };
      if (dueAt) log.warn({ ...context, err: error, retryAt: dueAt }, "outbox entry not sent; will retry");
      else log.error({ ...context, err: error }, "outbox entry dead: failing for 24 h, not retried");
    }
  }

  /** Passes until nothing is due (or the worker stops); a kick during a pass asks for one more. */
  async function drain() {
    do {
      again = false;
      const entries = await claimDue(db, BATCH);
      await Promise.all(entries.map(attempt));
      if (entries.length === BATCH) again = true;
    } while (again && !stopped);
  }

  /** Runs a pass now (or after the one under way); resolves when it is over. Never rejects. */
  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) => log.error({ err: error }, "outbox pass failed; next poll retries"))
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    kick,
    start() {
      timer = setInterval(() => void kick(), OUTBOX_POLL_MS);
      timer.unref();
    },
    /** Stops polling and waits for the pass under way: nothing is left half sent at shutdown. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
