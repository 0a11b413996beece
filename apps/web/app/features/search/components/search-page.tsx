import { useState } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import type { PageSection } from "~/page-copy/page-copy";
import { useSiteSearch } from "../hooks/use-site-search";
import { resultsAnnouncement } from "../result-count";
import { Excerpt } from "./excerpt";
import { SearchIcon } from "./search-icon";
import { SearchStatusMessage } from "./search-status-message";

const PAGE_SIZE = 10;

/**
 * The /search screen: a GET form to /search (it works before the scripts
 * run, as a plain form), and the results for ?q=…. The page is prerendered
 * without a query, so the query is read only once hydrated.
 */
export function SearchPage({ tips }: { tips: PageSection | undefined }) {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const query = hydrated ? (params.get("q") ?? "").trim() : "";
  return <SearchPageBody key={query} query={query} tips={tips} />;
}

/** Keyed by the query, so a new search starts with an empty "show more" count and its own field value. */
function SearchPageBody({ query, tips }: { query: string; tips: PageSection | undefined }) {
  const [limit, setLimit] = useState(PAGE_SIZE);
  const search = useSiteSearch(query, limit);
  const showList = query !== "" && search.hits.length > 0;

  return (
    <div className="max-w-3xl">
      <Form method="get" action="/search" role="search" aria-label="Site search" className="flex flex-wrap gap-3">
        <label htmlFor="search-query" className="w-full font-semibold text-slate-900">
          Search for
        </label>
        <div className="relative min-w-0 flex-1">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
          <input
            id="search-query"
            name="q"
            type="search"
            defaultValue={query}
            autoComplete="off"
            enterKeyHint="search"
            className="block w-full rounded-lg border border-slate-400 bg-white py-2.5 pr-3 pl-10 text-base text-slate-900 hover:border-slate-600 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ink-600"
          />
        </div>
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </Form>
      <noscript>
        <p className="mt-4 text-slate-700">
          Search runs in your browser and needs JavaScript. Without it, browse the{" "}
          <a className="link" href="/documentation">
            documentation
          </a>{" "}
          or the{" "}
          <a className="link" href="/blogs">
            blog
          </a>
          .
        </p>
      </noscript>

      <p role="status" className={showList ? "mt-8 text-slate-700" : "sr-only"}>
        {query && search.status === "done"
          ? resultsAnnouncement(search.total, search.query, search.correctedQuery)
          : ""}
      </p>
      {showList ? (
        <>
          <ol className="mt-4 divide-y divide-slate-200 border-y border-slate-200" aria-label="Search results">
            {search.hits.map((hit) => (
              <li key={hit.id} className="py-5">
                <p className="text-sm font-medium text-brand-800">{hit.section}</p>
                <h2 className="mt-1 text-lg font-semibold">
                  <Link to={hit.url} className="text-ink-800 hover:text-ink-900 hover:underline">
                    {hit.title}
                  </Link>
                </h2>
                <Excerpt html={hit.excerpt} className="mt-1.5 leading-relaxed text-slate-700" />
              </li>
            ))}
          </ol>
          {search.total > search.hits.length ? (
            <button
              type="button"
              onClick={() => setLimit((current) => current + PAGE_SIZE)}
              className="btn btn-secondary mt-6"
            >
              Show more results
            </button>
          ) : null}
        </>
      ) : query ? (
        <div className="mt-8 text-slate-700">
          <SearchStatusMessage search={search} query={query} />
        </div>
      ) : tips ? (
        <section aria-labelledby={tips.id} className="mt-10">
          <h2 id={tips.id} className="text-xl font-bold text-slate-900">
            {tips.heading}
          </h2>
          <p className="mt-2 leading-relaxed text-slate-700">{tips.body}</p>
          {tips.bullets ? (
            <ul className="mt-3 list-disc space-y-1.5 pl-5 text-slate-700">
              {tips.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
