import { useEffect } from "react";
import type { SearchHit } from "../search-site";
import { Excerpt } from "./excerpt";

type SearchHitListboxProps = {
  id: string;
  hits: readonly SearchHit[];
  active: number;
  onActivate: (index: number) => void;
  onChoose: (hit: SearchHit) => void;
};

export function optionId(listboxId: string, index: number): string {
  return `${listboxId}-option-${index}`;
}

/**
 * The dialog's results as an ARIA listbox. Focus stays in the search field
 * (the combobox), which moves the active option with the arrow keys and
 * points at it with aria-activedescendant; a click chooses an option too.
 */
export function SearchHitListbox({ id, hits, active, onActivate, onChoose }: SearchHitListboxProps) {
  useEffect(() => {
    // jsdom has no scrollIntoView; browsers do.
    document.getElementById(optionId(id, active))?.scrollIntoView?.({ block: "nearest" });
  }, [id, active]);

  return (
    <div id={id} role="listbox" aria-label="Search results" className="space-y-1">
      {hits.map((hit, index) => (
        // biome-ignore lint/a11y: options stay unfocusable on purpose: focus remains in the combobox, which moves the active option (aria-activedescendant) and chooses it with Enter.
        <div
          key={hit.id}
          id={optionId(id, index)}
          role="option"
          aria-selected={index === active}
          onClick={() => onChoose(hit)}
          onMouseMove={() => index !== active && onActivate(index)}
          className="cursor-pointer rounded-lg px-3 py-2.5 ring-ink-700 aria-selected:bg-ink-50 aria-selected:ring-1"
        >
          <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <span className="font-semibold text-ink-900">{hit.title}</span>
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {hit.section}
            </span>
          </span>
          <Excerpt html={hit.excerpt} className="mt-1 line-clamp-2 text-sm leading-relaxed text-slate-700" />
        </div>
      ))}
    </div>
  );
}
