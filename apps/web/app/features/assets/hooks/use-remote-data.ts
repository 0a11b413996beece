import { startTransition, useEffect, useRef, useState } from "react";

/**
 * What to load: a string key (the request's identity; a new key loads again),
 * `null` when there is nothing to load (a missing id), or `undefined` while a
 * prerequisite is still pending (hydration, the asset types).
 */
export type RemoteKey = string | null | undefined;

export type RemoteData<T> = { data: T | null; loading: boolean };

/**
 * Runs `load` after mount and whenever `key` changes, aborting the call it
 * replaces. docs/product/flows.md#when-something-fails: any failure (HTTP error, a code other than 200, a
 * message other than SUCCESS, an exception) ends with no data and loading
 * over, and shows no message; the caller renders the empty state.
 * Loading is derived from the key, so a new key never shows the old data for
 * a frame, and the prerendered HTML (key undefined) shows skeletons.
 * An answer is rendered as a transition: React builds the cards in slices
 * that yield to the browser, instead of one long task per section while the
 * page is still loading (issue 14, docs/decisions/093).
 */
export function useRemoteData<T>(key: RemoteKey, load: (signal: AbortSignal) => Promise<T>): RemoteData<T> {
  const [result, setResult] = useState<{ key: string; data: T | null } | null>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (typeof key !== "string") return;
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) startTransition(() => setResult({ key, data }));
      },
      () => {
        if (!controller.signal.aborted) startTransition(() => setResult({ key, data: null }));
      },
    );
    return () => controller.abort();
  }, [key]);

  if (key === undefined) return { data: null, loading: true };
  if (key === null) return { data: null, loading: false };
  if (result?.key !== key) return { data: null, loading: true };
  return { data: result.data, loading: false };
}
