import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true once React runs in
 * the browser. Forms use it to keep their submit button inert until their
 * handlers exist: a native submit before hydration would put a password in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
