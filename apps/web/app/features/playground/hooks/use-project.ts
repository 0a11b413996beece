/**
 * The playground's project: loaded from the store (or the sample project when
 * there is none), saved after every change, and still usable in memory when
 * storage is unavailable (docs/playground.md#state).
 */
import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import type { Project } from "../model";
import type { ProjectStore } from "../state/project-store";
import { sampleProject } from "../state/sample-project";

export type Persistence = "loading" | "saved" | "memory";

export interface ProjectState {
  project: Project;
  persistence: Persistence;
  update: (change: (project: Project) => Project) => void;
  /** Replaces the project with the sample project. */
  reset: () => void;
  /** Replaces the whole project (a share link, an empty project). */
  replace: (project: Project) => void;
}

export function useProject(
  store: ProjectStore,
  onLoaded?: (project: Project) => Project | Promise<Project>,
): ProjectState {
  const [project, setProject] = useState<Project>(sampleProject);
  const [persistence, setPersistence] = useState<Persistence>("loading");
  const loaded = useRef(false);
  const onLoadedRef = useRef(onLoaded);

  useEffect(() => {
    let cancelled = false;
    store
      .load()
      .then(
        (stored) => ({ stored, ok: true }),
        () => ({ stored: null, ok: false }),
      )
      .then(async ({ stored, ok }) => {
        if (cancelled) return;
        const start = stored ?? sampleProject();
        const opened = onLoadedRef.current ? await onLoadedRef.current(start) : start;
        if (cancelled) return;
        loaded.current = true;
        // The loaded project re-renders the whole screen: in a transition, in slices (docs/performance.md#the-playground).
        startTransition(() => {
          setProject(opened);
          setPersistence(ok ? "saved" : "memory");
        });
      });
    return () => {
      cancelled = true;
    };
  }, [store]);

  useEffect(() => {
    if (!loaded.current || persistence !== "saved") return;
    store.save(project).catch(() => setPersistence("memory"));
  }, [project, persistence, store]);

  const update = useCallback((change: (project: Project) => Project) => setProject(change), []);
  const reset = useCallback(() => setProject(sampleProject()), []);
  const replace = useCallback((next: Project) => setProject(next), []);
  return { project, persistence, update, reset, replace };
}
