import { useEffect } from "react";

/**
 * The Suspense fallback of a dialog whose code loads on first use. Between
 * the click and the dialog's arrival nothing is on screen to take Escape, so
 * a visitor who pressed it then saw the dialog pop up afterwards and stay
 * open (issue 15, item 7). While this is mounted, Escape cancels the opening.
 */
export function PendingDialog({ onCancel }: { onCancel: () => void }) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onCancel();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [onCancel]);
  return null;
}
