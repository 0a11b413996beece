import { config } from "~/site/config";

/**
 * Where practice test `number` opens, in a new tab: the PRACTICE_TEST_URL setting with `{n}` filled in,
 * by default the playground's task on this site, `/playground?practice=3` (docs/product/academy-practice.md).
 */
export function practiceTestAddress(number: number): string {
  return config.PRACTICE_TEST_URL.replaceAll("{n}", String(number));
}
