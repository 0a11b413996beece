/**
 * Errors that say this replica cannot store anything right now, rather than
 * that the request or the code is wrong: a full or read-only disk, a database
 * that refuses writes, a lost or refused connection. They answer 503 with
 * Retry-After (./errors.ts) and make the replica "not ready" for a while
 * (src/ops/readiness.ts), never a 500.
 */

/** Seconds a client is asked to wait (Retry-After) after a storage error. */
export const STORAGE_RETRY_AFTER_SECONDS = 30;

export const STORAGE_UNAVAILABLE_MESSAGE =
  "We cannot store anything right now, so nothing was saved. Please try again in a minute.";

/** Node's system error codes for storage that is full, read-only or gone. */
const systemCodes = new Set([
  "ENOSPC",
  "EDQUOT",
  "EROFS",
  "EIO",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 53 (insufficient
 * resources: disk full, out of memory, too many connections), 57P01–57P03
 * (the server is shutting down or not yet accepting connections), 25006
 * (read-only transaction: a standby, or default_transaction_read_only), 58030
 * (I/O error).
 */
function isStorageSqlState(code: string): boolean {
  return /^(08|53)[0-9A-Z]{3}$/.test(code) || ["57P01", "57P02", "57P03", "25006", "58030"].includes(code);
}

/** node-postgres and PGlite say these in words only. */
const messages = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Cannot use a pool after calling end/i,
  /Client has encountered a connection error/i,
  /PGlite is closed/i,
  /No space left on device/i,
  /read-only file system/i,
];

/** The first storage error in `error` or its chain of causes, if any. */
export function storageFault(error: unknown): { code: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current !== null && typeof current === "object"; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (systemCodes.has(code) || isStorageSqlState(code))) return { code };
    if (typeof message === "string") {
      const match = messages.find((pattern) => pattern.test(message));
      if (match) return { code: typeof code === "string" ? code : "STORAGE_UNAVAILABLE" };
    }
    current = cause;
  }
  return undefined;
}
