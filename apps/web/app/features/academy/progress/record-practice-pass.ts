import { readLoginRecord } from "~/features/account";
import { mergePracticeIntoLocal } from "./practice-storage";

/**
 * Records that the learner passed a practice test (the playground's checker
 * calls it, docs/product/academy-practice.md): in this browser at once, and
 * on the account when signed in. The sync code and zod load only then; a
 * failed save stays local and the next academy page's sync sends it again.
 */
export async function recordPracticePass(test: number, passedAt = new Date().toISOString()): Promise<void> {
  mergePracticeIntoLocal([{ test, passedAt }]);
  if (!readLoginRecord()?.access_token) return;
  const sync = await import("./sync-progress");
  await sync.syncWithServer();
}
