import * as Tabs from "@radix-ui/react-tabs";
import type { ReactNode } from "react";
import { type AssetFilterValue, assetFilters, isAssetFilterValue } from "../utils/asset-filters";

type FilterTabsProps = {
  value: AssetFilterValue;
  onChange: (value: AssetFilterValue) => void;
  /** Names the tab list, e.g. "Filter NLPs by platform". */
  label: string;
  /** The list the active tab filters. */
  children: ReactNode;
};

/**
 * The asset filter tabs (docs/product/blocks.md#filter-tabs): All items, Web, Web & Mobile,
 * Android, iOS; exactly one active. Manual activation: arrow keys move focus
 * and Enter or Space chooses, so moving through the tabs does not fire a
 * request per key press. Only the active panel is rendered; it holds the list.
 */
export function FilterTabs({ value, onChange, label, children }: FilterTabsProps) {
  return (
    <Tabs.Root
      value={value}
      activationMode="manual"
      onValueChange={(next) => {
        if (isAssetFilterValue(next)) onChange(next);
      }}
    >
      <Tabs.List aria-label={label} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        {assetFilters.map((filter) => (
          <Tabs.Trigger
            key={filter.value}
            value={filter.value}
            className="shrink-0 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 transition hover:border-ink-600 hover:text-ink-800 data-[state=active]:border-ink-700 data-[state=active]:bg-ink-700 data-[state=active]:text-white"
          >
            {filter.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={value} className="mt-6 focus-visible:outline-offset-4">
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
