import { lazy, Suspense, useSyncExternalStore } from "react";
import type { ExternalToast } from "sonner";

/**
 * The notification container (docs/product/blocks.md#notifications). Until something is shown it
 * is an empty live region in the page's HTML; sonner (9 KB) loads with the
 * first notification instead of on every page load (issue 14). sonner
 * replays toasts raised before its Toaster subscribed, so nothing is lost
 * while it loads.
 */
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Shows a notification: loads the container's code the first time. */
export async function notify(message: string, options?: ExternalToast) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const { toast } = await import("sonner");
  return toast(message, options);
}

export function Notifications() {
  const active = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  const region = <section aria-label="Notifications" aria-live="polite" aria-relevant="additions text" />;
  if (!active) return region;
  return (
    <Suspense fallback={region}>
      <Toaster position="bottom-right" closeButton containerAriaLabel="Notifications" />
    </Suspense>
  );
}
