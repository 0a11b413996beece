/** Waiting that a Stop button can cut short (docs/playground.md#runner). */

/** Thrown when the run's AbortSignal fires. */
export class RunStopped extends Error {
  constructor() {
    super("The run was stopped.");
    this.name = "RunStopped";
  }
}

export function throwIfStopped(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new RunStopped();
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new RunStopped());
    const onAbort = () => {
      clearTimeout(timer);
      reject(new RunStopped());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** Why a step failed, in words a tester reads, with what was expected and what was found. */
export interface Failure {
  reason: string;
  expected?: string;
  actual?: string;
}

export type Attempt<T> = { ok: true; value: T } | { ok: false; failure: Failure };

/** Tries `attempt` until it succeeds or `timeoutMs` passes (at least once); the last failure is kept. */
export async function retry<T>(
  attempt: () => Attempt<T>,
  { timeoutMs, signal, intervalMs = 50 }: { timeoutMs: number; signal?: AbortSignal; intervalMs?: number },
): Promise<Attempt<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    throwIfStopped(signal);
    const result = attempt();
    if (result.ok || Date.now() >= deadline) return result;
    await sleep(Math.min(intervalMs, Math.max(0, deadline - Date.now())), signal);
  }
}
