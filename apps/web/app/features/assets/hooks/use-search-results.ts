import { useEffect, useRef, useState } from "react";

type SearchState<T> = { data: T | null; settledKey: string | null };

const idle = { data: null, settledKey: null };

/**
 * Runs a search whenever `key` (query plus scope) changes; `undefined` means
 * no search, and clears the results. docs/product/calls.md#nlp-search: when a search fails the
 * previous list stays, so a failure keeps the last results (or, with none,
 * leaves the caller's normal list on screen) and shows no message.
 */
export function useSearchResults<T>(key: string | undefined, search: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<SearchState<T>>(idle);
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  });

  useEffect(() => {
    if (key === undefined) {
      setState(idle);
      return;
    }
    const controller = new AbortController();
    searchRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, settledKey: key });
      },
      () => {
        if (!controller.signal.aborted) setState((previous) => ({ ...previous, settledKey: key }));
      },
    );
    return () => controller.abort();
  }, [key]);

  if (key === undefined) return { results: null, searching: false };
  return { results: state.data, searching: state.settledKey !== key };
}
