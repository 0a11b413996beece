/**
 * One document kept in the browser (the playground's project, the Platform demo's data): loaded from
 * its store, or made fresh when there is none; saved after every change; still usable in memory when
 * storage is unavailable, and saying so through `persistence` (docs/playground.md#state,
 * docs/platform-demo.md#data-model-and-store).
 */
import { startTransition, useCallback, useEffect, useRef, useState } from "react";

export type Persistence = "loading" | "saved" | "memory";

export interface DocumentStore<T> {
  /** The stored document, `null` when there is none or it no longer parses; throws when storage is unavailable. */
  load(): Promise<T | null>;
  save(document: T): Promise<void>;
}

export interface PersistedDocument<T> {
  document: T;
  persistence: Persistence;
  update: (change: (document: T) => T) => void;
  /** Replaces the document with a fresh one. */
  reset: () => void;
  /** Replaces the whole document. */
  replace: (document: T) => void;
}

export function usePersistedDocument<T>(
  store: DocumentStore<T>,
  fresh: () => T,
  /** What to open instead of the loaded (or fresh) document, such as a shared link's test. */
  onLoaded?: (document: T) => T | Promise<T>,
): PersistedDocument<T> {
  const [document, setDocument] = useState<T>(fresh);
  const [persistence, setPersistence] = useState<Persistence>("loading");
  const loaded = useRef(false);
  const freshRef = useRef(fresh);
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
        const start = stored ?? freshRef.current();
        const opened = onLoadedRef.current ? await onLoadedRef.current(start) : start;
        if (cancelled) return;
        loaded.current = true;
        // The loaded document re-renders the whole screen: in a transition, in slices (docs/performance.md#the-playground).
        startTransition(() => {
          setDocument(opened);
          setPersistence(ok ? "saved" : "memory");
        });
      });
    return () => {
      cancelled = true;
    };
  }, [store]);

  useEffect(() => {
    if (!loaded.current || persistence !== "saved") return;
    store.save(document).catch(() => setPersistence("memory"));
  }, [document, persistence, store]);

  const update = useCallback((change: (document: T) => T) => setDocument(change), []);
  const reset = useCallback(() => setDocument(freshRef.current()), []);
  const replace = useCallback((next: T) => setDocument(next), []);
  return { document, persistence, update, reset, replace };
}
