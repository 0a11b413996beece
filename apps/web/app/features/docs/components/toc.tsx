import type { TocHeading } from "../rehype-doc-headings";
import { useActiveHeading } from "./use-active-heading";

type TocProps = {
  headings: readonly TocHeading[] /** Distinguishes the wide-screen and small-screen copies. */;
  id: string;
};

/**
 * "On this page": links to the page's ## and ### headings. The heading being
 * read is marked (aria-current="location") once the page has hydrated.
 */
export function Toc({ headings, id }: TocProps) {
  const active = useActiveHeading(headings);
  if (headings.length === 0) return null;
  return (
    <nav aria-labelledby={id} className="text-sm">
      <h2 id={id} className="font-semibold text-slate-900">
        On this page
      </h2>
      <ol className="mt-3 space-y-1 border-l border-slate-200">
        {headings.map((heading) => {
          const current = heading.id === active;
          return (
            <li key={heading.id}>
              <a
                href={`#${heading.id}`}
                aria-current={current ? "location" : undefined}
                className={`-ml-px block border-l-2 py-1 leading-snug hover:text-ink-900 ${heading.depth === 3 ? "pl-6" : "pl-3"} ${current ? "border-brand-700 font-medium text-ink-800" : "border-transparent text-slate-600"}`}
              >
                {heading.text}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
