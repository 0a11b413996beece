/**
 * The playground's project, read from the playground's own store (docs/playground.md#state): one
 * store, not a copy, so a test written in the playground is a script here. Read only; the sample
 * project stands in when the visitor has none yet, as the playground itself does.
 */
import { useEffect, useState } from "react";
import { indexedDbStore, type Project, type ProjectStore, sampleProject, type WebTest } from "~/features/playground";

export type PlaygroundTests = { project: Project; tests: WebTest[]; loading: boolean };

const webTests = (project: Project) =>
  project.tests.filter((test): test is WebTest => test.type === "web" && test.steps.length > 0);

export function usePlaygroundTests(given?: ProjectStore): PlaygroundTests {
  const [store] = useState(() => given ?? indexedDbStore());
  const [state, setState] = useState<PlaygroundTests>(() => {
    const project = sampleProject();
    return { project, tests: webTests(project), loading: true };
  });
  useEffect(() => {
    let cancelled = false;
    store
      .load()
      .catch(() => null)
      .then((stored) => {
        if (cancelled) return;
        const project = stored ?? sampleProject();
        setState({ project, tests: webTests(project), loading: false });
      });
    return () => {
      cancelled = true;
    };
  }, [store]);
  return state;
}
