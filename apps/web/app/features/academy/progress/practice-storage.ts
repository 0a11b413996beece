import { PRACTICE_TEST_COUNT, type PracticePass } from "@ignitest/contracts";
import { useMemo, useSyncExternalStore } from "react";

/**
 * The practice tests a learner has passed, kept like lesson progress
 * (docs/decisions/050-academy-progress.md): everyone's in localStorage, and
 * a signed-in learner's on the account too (docs/product/academy-practice.md).
 * Stored as `{ "3": "2026-11-26T10:00:00.000Z" }`, test number to first pass.
 */
export const PRACTICE_KEY = "academy-practice";
const CHANGE_EVENT = "academy-practice-change";

export type PracticePasses = Readonly<Record<number, string>>;

/** Parses the stored map by hand (no zod on the academy pages); anything malformed is dropped. */
export function parsePracticePasses(raw: string | null): PracticePasses {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const result: Record<number, string> = {};
  for (const [key, passedAt] of Object.entries(value as Record<string, unknown>)) {
    const test = Number(key);
    if (!Number.isInteger(test) || test < 1 || test > PRACTICE_TEST_COUNT) continue;
    if (typeof passedAt !== "string" || Number.isNaN(Date.parse(passedAt))) continue;
    result[test] = passedAt;
  }
  return result;
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(PRACTICE_KEY);
  } catch {
    return null;
  }
}

export function readPracticePasses(): PracticePasses {
  return parsePracticePasses(readRaw());
}

/** The passes as the API takes them, in test order. */
export function practicePassList(passes: PracticePasses = readPracticePasses()): PracticePass[] {
  return Object.entries(passes)
    .map(([test, passedAt]) => ({ test: Number(test), passedAt }))
    .sort((a, b) => a.test - b.test);
}

/** Adds passes to the local ones; a test passed before keeps its first date. Returns whether anything changed. */
export function mergePracticeIntoLocal(passes: readonly PracticePass[]): boolean {
  const stored: Record<number, string> = { ...readPracticePasses() };
  let changed = false;
  for (const { test, passedAt } of passes) {
    const seen = stored[test];
    if (seen !== undefined && Date.parse(seen) <= Date.parse(passedAt)) continue;
    stored[test] = passedAt;
    changed = true;
  }
  if (!changed) return false;
  try {
    window.localStorage.setItem(PRACTICE_KEY, JSON.stringify(stored));
  } catch {
    // Blocked or full storage: the pass is kept for this page only.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
  return true;
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === PRACTICE_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The practice tests passed, by number; empty in the prerendered HTML, filled after hydration. */
export function usePracticePasses(): PracticePasses {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  return useMemo(() => parsePracticePasses(raw), [raw]);
}
