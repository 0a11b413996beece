import { useSearchParams } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";

const none = new URLSearchParams();

/**
 * The query string, read on the client only. Query pages are prerendered once
 * without a query, so the first (hydrating) render must not depend on it or
 * React reports a hydration mismatch; `ready` turns true right after.
 */
export function useClientSearchParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const ready = useHydrated();
  return { searchParams: ready ? searchParams : none, setSearchParams, ready };
}
