/**
 * A suite's scripts when it runs (create-suites.md, Add scripts): the ones added individually, in
 * their order, then every web test that carries its labels (Any label or All labels), in the
 * project's order. Labels are read when the suite runs, so tagging a script adds it to the suite.
 */
import type { WebTest } from "~/features/playground";
import type { ExecutionSuite } from "./model";

export type LabelRule = Pick<ExecutionSuite, "labels" | "labelMatch">;

const labelsOf = (test: WebTest) => test.automation?.labels ?? [];

/** The labels the project's web tests carry, sorted, each once. */
export function scriptLabels(tests: readonly WebTest[]): string[] {
  return [...new Set(tests.flatMap(labelsOf))].sort();
}

/** The web tests a label rule selects (none without labels). */
export function byLabel(tests: readonly WebTest[], { labels, labelMatch }: LabelRule): WebTest[] {
  if (labels.length === 0) return [];
  return tests.filter((test) => {
    const carried = labelsOf(test);
    return labelMatch === "All labels"
      ? labels.every((label) => carried.includes(label))
      : labels.some((label) => carried.includes(label));
  });
}

/** The IDs a suite runs, in run order: individual ones first, then the labelled ones not already there. */
export function suiteScriptIds(
  suite: Pick<ExecutionSuite, "scriptIds"> & LabelRule,
  tests: readonly WebTest[],
): string[] {
  const labelled = byLabel(tests, suite)
    .map((test) => test.id)
    .filter((id) => !suite.scriptIds.includes(id));
  return [...suite.scriptIds, ...labelled];
}
