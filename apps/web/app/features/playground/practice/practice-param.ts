/**
 * `/playground?practice=<n>` opens practice test n's task beside the editor
 * (docs/product/academy-practice.md). Kept apart from the tasks so the
 * playground's first chunk reads the number without loading them.
 */
import { PRACTICE_TEST_COUNT } from "@ignitest/contracts";

export function practiceFromUrl(url: URL): number | undefined {
  const raw = url.searchParams.get("practice");
  if (raw === null || !/^\d{1,2}$/.test(raw)) return undefined;
  const number = Number(raw);
  return number >= 1 && number <= PRACTICE_TEST_COUNT ? number : undefined;
}
