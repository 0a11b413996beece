import { type LessonProgressRecord, mergeLessonProgress } from "@ignitest/contracts";
import { useMemo, useSyncExternalStore } from "react";

/** The local-storage key of the learner's lesson progress (visitors and signed-in learners alike). */
export const PROGRESS_KEY = "academy-progress";
const CHANGE_EVENT = "academy-progress-change";

export type ProgressBySlug = Readonly<Record<string, LessonProgressRecord>>;

/**
 * Parses the stored map by hand: the lesson pages stay free of the schema
 * library (the API's answers are checked with zod in the lazily loaded sync).
 * Anything malformed is dropped, lesson by lesson.
 */
export function parseProgress(raw: string | null): ProgressBySlug {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const result: Record<string, LessonProgressRecord> = {};
  for (const [slug, entry] of Object.entries(value as Record<string, unknown>)) {
    if (typeof entry !== "object" || entry === null) continue;
    const { position, duration, completed, updatedAt } = entry as Record<string, unknown>;
    if (typeof position !== "number" || !Number.isFinite(position) || position < 0) continue;
    if (typeof duration !== "number" || !Number.isFinite(duration) || duration < 0) continue;
    if (typeof completed !== "boolean" || typeof updatedAt !== "string" || Number.isNaN(Date.parse(updatedAt)))
      continue;
    result[slug] = { slug, position, duration, completed, updatedAt };
  }
  return result;
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(PROGRESS_KEY);
  } catch {
    return null;
  }
}

export function readProgress(): ProgressBySlug {
  return parseProgress(readRaw());
}

function write(progress: ProgressBySlug) {
  try {
    window.localStorage.setItem(PROGRESS_KEY, JSON.stringify(progress));
  } catch {
    // Blocked or full storage: progress is kept for this page only.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Stores the player's latest position for a lesson; completion, once reached, stays. */
export function storeLessonPosition(record: LessonProgressRecord): LessonProgressRecord {
  const progress = readProgress();
  const seen = progress[record.slug];
  const next = { ...record, completed: record.completed || Boolean(seen?.completed) };
  write({ ...progress, [record.slug]: next });
  return next;
}

/** Merges records from the server into the local ones (further position and any completion win). */
export function mergeIntoLocal(records: readonly LessonProgressRecord[]): ProgressBySlug {
  const progress: Record<string, LessonProgressRecord> = { ...readProgress() };
  for (const record of records) {
    const seen = progress[record.slug];
    progress[record.slug] = seen ? mergeLessonProgress(seen, record) : record;
  }
  write(progress);
  return progress;
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === PROGRESS_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The learner's progress by lesson slug; empty in the prerendered HTML, filled after hydration. */
export function useProgress(): ProgressBySlug {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  return useMemo(() => parseProgress(raw), [raw]);
}
