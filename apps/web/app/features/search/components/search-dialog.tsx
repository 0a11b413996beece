import * as Dialog from "@radix-ui/react-dialog";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useSiteSearch } from "../hooks/use-site-search";
import { resultsAnnouncement } from "../result-count";
import { searchPagePath } from "../search-paths";
import type { SearchHit } from "../search-site";
import { optionId, SearchHitListbox } from "./search-hit-listbox";
import { SearchIcon } from "./search-icon";
import { SearchStatusMessage } from "./search-status-message";

/** The dialog shows the best few; /search lists more. */
export const DIALOG_RESULT_LIMIT = 8;

type SearchDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Site search in a modal dialog (Cmd/Ctrl-K or the header's Search button).
 * The field is an ARIA combobox over a listbox of results: arrow keys move,
 * Enter opens, Escape closes. Loaded on first open (React.lazy), and it loads
 * Pagefind only then too. The query is kept between openings.
 */
export default function SearchDialog({ open, onOpenChange }: SearchDialogProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-results`;
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const search = useSiteSearch(open ? query : "", DIALOG_RESULT_LIMIT);
  const { hits } = search;
  const [active, setActive] = useState(0);
  // A new set of hits starts at the first one (adjusted during render, not in an effect).
  const [seenHits, setSeenHits] = useState(hits);
  if (seenHits !== hits) {
    setSeenHits(hits);
    setActive(0);
  }
  const opener = useRef<HTMLElement | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const navigated = useRef(false);

  function choose(path: string) {
    navigated.current = true;
    onOpenChange(false);
    navigate(path);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = hits.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (count === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + count) % count);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const hit = hits[active];
      if (hit) choose(hit.url);
      else if (query.trim()) choose(searchPagePath(query));
    }
  }

  const showList = hits.length > 0 && query.trim() !== "";
  const activeHit: SearchHit | undefined = showList ? hits[active] : undefined;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-950/55" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            navigated.current = false;
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            // Straight into the field (Radix would pick the first tabbable element, the close button).
            event.preventDefault();
            inputRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            // Opened by a shortcut or a button outside Radix's Trigger: send focus back by hand,
            // or to the new page's content after choosing a result.
            event.preventDefault();
            const target = navigated.current ? document.getElementById("main-content") : opener.current;
            target?.focus();
          }}
          className="fixed inset-x-3 top-3 z-[60] mx-auto flex max-h-[calc(100dvh-1.5rem)] max-w-2xl flex-col rounded-xl bg-white text-slate-900 shadow-2xl sm:top-[12vh] sm:max-h-[76vh]"
        >
          <div className="border-b border-slate-200 px-4 pt-3 pb-4">
            <div className="flex items-center justify-between gap-3">
              <Dialog.Title asChild>
                <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
                  Search the site
                </label>
              </Dialog.Title>
              <Dialog.Close
                aria-label="Close search"
                className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor">
                  <path d="M5 5l10 10M15 5L5 15" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </Dialog.Close>
            </div>
            <div className="relative mt-2">
              <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
              <input
                ref={inputRef}
                id={inputId}
                type="text"
                role="combobox"
                aria-expanded={showList}
                aria-controls={listboxId}
                aria-autocomplete="list"
                aria-activedescendant={activeHit ? optionId(listboxId, active) : undefined}
                autoComplete="off"
                spellCheck={false}
                enterKeyHint="search"
                placeholder="Docs, products, pricing, tutorials, blogs"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                onKeyDown={onKeyDown}
                className="block w-full rounded-lg border border-slate-400 bg-white py-2.5 pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ink-600"
              />
            </div>
          </div>
          <div className="min-h-24 flex-1 overflow-y-auto p-2">
            {showList && search.correctedQuery ? (
              <p className="px-3 pt-2 pb-1 text-sm text-slate-700">
                Showing results for <strong className="text-slate-900">{search.correctedQuery}</strong>
              </p>
            ) : null}
            {showList ? (
              <SearchHitListbox
                id={listboxId}
                hits={hits}
                active={active}
                onActivate={setActive}
                onChoose={(hit) => choose(hit.url)}
              />
            ) : (
              <div className="px-3 py-4 text-sm text-slate-700">
                <SearchStatusMessage search={search} query={query} onNavigate={() => onOpenChange(false)} />
              </div>
            )}
          </div>
          <div className="flex items-center justify-between gap-4 border-t border-slate-200 px-4 py-2.5 text-sm">
            <p className="hidden text-slate-600 sm:block">
              <kbd className="font-sans font-semibold">↑</kbd> <kbd className="font-sans font-semibold">↓</kbd> to move,{" "}
              <kbd className="font-sans font-semibold">Enter</kbd> to open,{" "}
              <kbd className="font-sans font-semibold">Esc</kbd> to close
            </p>
            <Link
              to={searchPagePath(query)}
              onClick={() => {
                navigated.current = true;
                onOpenChange(false);
              }}
              className="link ml-auto font-semibold"
            >
              {search.total > hits.length ? `See all ${search.total} results` : "Open the search page"}
            </Link>
          </div>
          <p role="status" className="sr-only">
            {search.status === "done" ? resultsAnnouncement(search.total, search.query, search.correctedQuery) : ""}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
