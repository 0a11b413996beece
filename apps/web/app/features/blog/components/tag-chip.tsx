import { Link } from "react-router";
import { listingPath } from "../listing";
import type { BlogTag } from "../taxonomy";

/** A tag as a link to its listing page. */
export function TagChip({ tag, tone = "light" }: { tag: BlogTag; tone?: "light" | "dark" }) {
  return (
    <Link
      to={listingPath({ tag: tag.id })}
      className={
        tone === "dark"
          ? "rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-white ring-1 ring-white/30 hover:bg-white/20"
          : "rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100"
      }
    >
      {tag.label}
    </Link>
  );
}
