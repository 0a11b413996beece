import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { PendingDialog } from "~/components/ui/pending-dialog";

// The dialog (and Pagefind after it) loads on first use, so the header costs every page only this button.
const loadDialog = () => import("./search-dialog");
const SearchDialog = lazy(loadDialog);
const preloadDialog = () => {
  // A failed preload is retried by React.lazy on open, where an error can be shown.
  loadDialog().catch(() => undefined);
};

/** True for Cmd-K (macOS) and Ctrl-K (elsewhere). */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  return event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey;
}

/**
 * The header's Search button, and the Cmd/Ctrl-K shortcut anywhere on the
 * page; both open the search dialog.
 */
export function SearchButton({ className }: { className: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setUsed(true);
      setOpen(true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        aria-label="Search"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        // Start fetching the dialog's code as soon as the pointer or focus arrives.
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className={className}
      >
        {/* Drawn here, not imported from search-icon.tsx: a module shared with route chunks becomes
            a chunk of its own, one more request on every page for a 300-byte icon. */}
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          aria-hidden="true"
          focusable="false"
          className="size-5"
        >
          <circle cx="11" cy="11" r="6.5" />
          <path d="m16 16 4.5 4.5" />
        </svg>
      </button>
      {used ? (
        <Suspense fallback={open ? <PendingDialog onCancel={close} /> : null}>
          <SearchDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
