import { Form } from "react-router";

/**
 * The search box on /documentation: a GET form to /search (the site search's
 * page), so it works as a plain form before the scripts run and its results
 * page can be shared. It imports nothing from the search feature: pulling
 * that entry into a route re-chunked the header's search button and cost
 * every page 2 KB of JavaScript.
 */
export function DocsSearchBox() {
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      aria-label="Search the documentation"
      className="mt-2 max-w-xl basis-full"
    >
      <label htmlFor="docs-search-query" className="block text-sm font-semibold text-slate-900">
        Search the documentation
      </label>
      <div className="mt-1.5 flex gap-2">
        <div className="relative min-w-0 flex-1">
          {/* Drawn here, not imported from the search feature's search-icon.tsx: a route importing
              that module re-chunked the header's search button (+2 KB on every page). */}
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
            aria-hidden="true"
            focusable="false"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
          >
            <circle cx="11" cy="11" r="6.5" />
            <path d="m16 16 4.5 4.5" />
          </svg>
          <input
            id="docs-search-query"
            name="q"
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            className="block w-full rounded-lg border border-slate-400 bg-white py-2.5 pr-3 pl-10 text-base text-slate-900 hover:border-slate-600 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ink-600"
          />
        </div>
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </div>
    </Form>
  );
}
