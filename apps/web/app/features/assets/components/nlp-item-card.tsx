import type { NlpItem } from "@ignitest/contracts";
import { Link } from "react-router";
import { nlpDescriptionHref } from "../utils/asset-links";
import { StarRating } from "./star-rating";
import { TagList } from "./tag-list";

/** One NLP in a list: name (linking to its description), short description, rating with its count, and platforms. */
export function NlpItemCard({ item }: { item: NlpItem }) {
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-ink-600 hover:shadow-md has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-ink-600">
      <h3 className="font-mono text-base font-semibold text-slate-900">
        <Link
          to={nlpDescriptionHref(item._id)}
          className="after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:text-ink-800 focus-visible:outline-none"
        >
          {item.nlpName}
        </Link>
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-slate-600">{item.shortDescription}</p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-4">
        <StarRating value={item.rating} count={item.ratingCount} />
        <TagList tags={item.assetsTags} />
      </div>
    </article>
  );
}
