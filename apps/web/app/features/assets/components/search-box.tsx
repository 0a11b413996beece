import { useEffect, useId, useRef, useState } from "react";
import { useDebouncedValue } from "../hooks/use-debounced-value";

/** Long enough to skip the keystrokes of a word, short enough to feel live. */
export const SEARCH_DEBOUNCE_MS = 300;

type SearchBoxProps = {
  label: string;
  initialQuery: string;
  /** Called with the trimmed text once typing pauses, or at once on Enter. */
  onSearch: (query: string) => void;
  placeholder?: string;
};

/** A labeled search field that searches as you type (debounced). */
export function SearchBox({ label, initialQuery, onSearch, placeholder }: SearchBoxProps) {
  const inputId = useId();
  const [text, setText] = useState(initialQuery);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });
  useEffect(() => {
    onSearchRef.current(debounced);
  }, [debounced]);

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> has no role in Safari before 17 (nor in jsdom); role="search" works everywhere
    <form
      role="search"
      className="w-full max-w-xl"
      onSubmit={(event) => {
        event.preventDefault();
        onSearchRef.current(text.trim());
      }}
    >
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {/* A submit button too (H32.2): typing searches by itself, but the button says how to search at once. */}
      <div className="mt-2 flex gap-2">
        <div className="relative min-w-0 flex-1">
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 fill-slate-500"
          >
            <path d="M8.5 3a5.5 5.5 0 1 0 3.3 9.9l3.6 3.6a1 1 0 0 0 1.4-1.4l-3.6-3.6A5.5 5.5 0 0 0 8.5 3Zm-3.5 5.5a3.5 3.5 0 1 1 7 0 3.5 3.5 0 0 1-7 0Z" />
          </svg>
          <input
            id={inputId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={placeholder}
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            className="w-full rounded-lg border border-slate-400 bg-white py-2.5 pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-500 focus:border-ink-600"
          />
        </div>
        <button type="submit" className="btn btn-primary shrink-0 px-4 py-2 text-base">
          Search
        </button>
      </div>
    </form>
  );
}
