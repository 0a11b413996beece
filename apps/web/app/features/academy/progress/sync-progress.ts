import {
  academyProgressPath,
  type LessonProgressRecord,
  MAX_PROGRESS_LESSONS,
  type PracticePass,
  type ProgressList,
  ProgressListSchema,
} from "@ignitest/contracts";
import { readLoginRecord } from "~/features/account";
import { submissionAttempt } from "~/lib/submission-key";
import { config } from "~/site/config";
import { mergePracticeIntoLocal, practicePassList } from "./practice-storage";
import { mergeIntoLocal, readProgress } from "./progress-storage";

/**
 * Talks to /v1/academy/progress for a signed-in learner. Loaded lazily (with
 * zod) only when someone is signed in; a visitor's pages never fetch it.
 * Failures leave the local record as it is: progress is never lost to a
 * network error, and the next page load tries again.
 */
async function call(
  init: RequestInit,
  attempt?: ReturnType<typeof submissionAttempt>,
): Promise<ProgressList | undefined> {
  const token = readLoginRecord()?.access_token;
  if (!token) return undefined;
  try {
    const response = await fetch(`${config.APP_API_URL}${academyProgressPath}`, {
      ...init,
      headers: {
        Accept: "application/json",
        Authorization: `Bearer ${token}`,
        ...(attempt ? { "Idempotency-Key": attempt.key } : {}),
        ...init.headers,
      },
    });
    attempt?.settle(response.status);
    if (!response.ok) return undefined;
    return ProgressListSchema.parse(await response.json());
  } catch {
    return undefined;
  }
}

/** A save sent again after no answer reuses its Idempotency-Key (~/lib/submission-key). */
function post(lessons: readonly LessonProgressRecord[], practice: readonly PracticePass[] = []) {
  const body = JSON.stringify({ lessons: lessons.slice(0, MAX_PROGRESS_LESSONS), practice });
  return call(
    { method: "POST", headers: { "Content-Type": "application/json" }, body },
    submissionAttempt(academyProgressPath, body),
  );
}

/**
 * The merge at sign-in (and on every academy page load while signed in):
 * send the local record, take back the merged one. The server keeps the
 * further position and any completion of both, and the first pass of each
 * practice test (docs/product/academy-practice.md).
 */
export async function syncWithServer(): Promise<void> {
  const local = Object.values(readProgress());
  const practice = practicePassList();
  const merged = local.length + practice.length > 0 ? await post(local, practice) : await call({ method: "GET" });
  if (!merged) return;
  mergeIntoLocal(merged.lessons);
  mergePracticeIntoLocal(merged.practice);
}

/** Saves one lesson's record while it plays. */
export async function pushLesson(record: LessonProgressRecord): Promise<void> {
  await post([record]);
}
