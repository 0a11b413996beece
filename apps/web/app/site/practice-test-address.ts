import { config } from "./config";

/**
 * Where practice test `number` opens, in a new tab: the PRACTICE_TEST_URL setting with `{n}` filled in,
 * by default the playground's task on this site, `/playground?practice=3` (docs/product/academy-practice.md).
 */
export function practiceTestAddress(number: number): string {
  return config.PRACTICE_TEST_URL.replaceAll("{n}", String(number));
}

/** A content file's token for practice test n's address, `{practice-test-3}` (content/video-tutorials/sidebar.json). */
export const practiceTestToken = /^\{practice-test-([1-9])\}$/;
