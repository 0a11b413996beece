import type { NlpItem } from "@ignitest/contracts";
import { useId, useState } from "react";
import { NlpItemCard } from "./nlp-item-card";

/** docs/product/pages-and-routes.md#nlp-list: the NLP list shows 10 before "Explore More NLP's". */
export const NLP_LIST_INITIAL_COUNT = 10;

/** A list of NLPs: the first 10, and a toggle (spelled as docs/product/texts.md#odd-spellings quotes it) for the rest. */
export function NlpList({ items }: { items: readonly NlpItem[] }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const visible = expanded ? items : items.slice(0, NLP_LIST_INITIAL_COUNT);
  return (
    <div>
      <ul id={listId} className="grid gap-4 md:grid-cols-2">
        {visible.map((item) => (
          <li key={item._id}>
            <NlpItemCard item={item} />
          </li>
        ))}
      </ul>
      {items.length > NLP_LIST_INITIAL_COUNT ? (
        <div className="mt-8 text-center">
          <button
            type="button"
            className="btn btn-secondary"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? "View less NLP,s" : "Explore More NLP's"}
          </button>
        </div>
      ) : null}
    </div>
  );
}
