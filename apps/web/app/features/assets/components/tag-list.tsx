import type { AssetTag } from "@ignitest/contracts";
import { assetFilters } from "../utils/asset-filters";

/** "Web & Mobile" for Web_And_Mobile: the filter tabs' wording. */
export function tagLabel(tag: AssetTag): string {
  return assetFilters.find((filter) => filter.value === tag)?.label ?? tag;
}

/** Small chips naming where an asset applies. */
export function TagList({ tags, label = "Platforms" }: { tags: readonly string[]; label?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
          {tagLabel(tag as AssetTag)}
        </li>
      ))}
    </ul>
  );
}
