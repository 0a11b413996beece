/**
 * The playground's own project, the one the test editor opens (one store, not
 * a copy: docs/platform-demo.md#automation). Every change is saved at once and
 * says so when IndexedDB has it, so a visitor may go to the editor right after.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { indexedDbStore, type Project, sampleProject } from "~/features/playground";

export type PlaygroundProject =
  | { state: "loading" }
  | {
      state: "ready";
      project: Project;
      update: (change: (project: Project) => Project) => void;
      saved: "saved" | "saving" | "memory";
    };

export function usePlaygroundProject(): PlaygroundProject {
  const store = useMemo(() => indexedDbStore(), []);
  const [project, setProject] = useState<Project | null>(null);
  const [saved, setSaved] = useState<"saved" | "saving" | "memory">("saved");
  const latest = useRef<Project | null>(null);
  latest.current = project;

  useEffect(() => {
    let cancelled = false;
    store.load().then(
      (stored) => !cancelled && setProject(stored ?? sampleProject()),
      () => {
        if (cancelled) return;
        setProject(sampleProject());
        setSaved("memory");
      },
    );
    return () => {
      cancelled = true;
    };
  }, [store]);

  if (!project) return { state: "loading" };
  const update = (change: (current: Project) => Project) => {
    const next = change(latest.current ?? project);
    latest.current = next;
    setProject(next);
    if (saved === "memory") return;
    setSaved("saving");
    store.save(next).then(
      () => setSaved("saved"),
      () => setSaved("memory"),
    );
  };
  return { state: "ready", project, update, saved };
}
