import { safeError } from "./logger-options.js";

/**
 * One line that says why the replica could not start: the innermost cause
 * (`ENOSPC: no space left on device, …`, `EADDRINUSE`, a missing setting),
 * with the same redaction as the log (./logger-options.ts). Written first,
 * before any detail, so it is the line an operator reads.
 */
export function describeStartFailure(error: unknown): string {
  let logged = safeError(error);
  while (logged.cause) logged = logged.cause;
  const code = logged.code && !logged.message.includes(logged.code) ? `${logged.code}: ` : "";
  return `Ignitest could not start: ${code}${logged.message}`.replace(/\s*\n\s*/g, " ");
}

/** Ends a failed start: the cause in one line on stderr, the redacted detail after it, exit code 1. */
export function failStart(error: unknown): never {
  process.stderr.write(`${describeStartFailure(error)}\n`);
  process.stderr.write(`${JSON.stringify({ level: "fatal", err: safeError(error) })}\n`);
  process.exit(1);
}
