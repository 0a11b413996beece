import * as Tabs from "@radix-ui/react-tabs";
import { useState } from "react";
import { type ProductTabId, productTabs } from "~/site/navigation";
import { header as words } from "../../../../../content/pages/site-chrome";
import { NavIcon } from "./header-icons";
import { betaBadge, panel } from "./header-styles";
import { MenuGroup } from "./menu-group";

function isProductTab(value: string): value is ProductTabId {
  return productTabs.some((tab) => tab.id === value);
}

/**
 * The body of the Products mega-menu (docs/product/pages-and-routes.md#products-menu): tabs Platform, Finder,
 * Assets and Cloud at the left, the hovered or focused tab's links at the
 * right; the active tab is underlined. The state lives here, so every opening
 * of the menu starts on Platform.
 */
export function ProductsTabs() {
  const [active, setActive] = useState<ProductTabId>("platform");

  return (
    <Tabs.Root
      value={active}
      onValueChange={(value) => isProductTab(value) && setActive(value)}
      orientation="vertical"
      className={`${panel} flex w-[min(48rem,calc(100vw-14rem))] overflow-hidden`}
    >
      <Tabs.List aria-label={words.menus.products} className="flex w-44 shrink-0 flex-col gap-1 bg-slate-50 p-3">
        {productTabs.map((tab) => (
          <Tabs.Trigger
            key={tab.id}
            value={tab.id}
            onMouseEnter={() => setActive(tab.id)}
            onFocus={() => setActive(tab.id)}
            className="group flex items-center gap-2.5 rounded-md px-3 py-2.5 text-left text-sm font-semibold text-slate-800 hover:bg-white data-[state=active]:bg-white data-[state=active]:text-ink-900"
          >
            <NavIcon name={tab.icon} className="size-5 shrink-0 text-ink-700" />
            <span className="decoration-brand-600 decoration-2 underline-offset-[6px] group-data-[state=active]:underline">
              {tab.title}
            </span>
            {/* The space keeps the accessible name "Assets Beta", not "AssetsBeta". */}
            {tab.badge ? (
              <>
                {" "}
                <span className={betaBadge}>{tab.badge}</span>
              </>
            ) : null}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {productTabs.map((tab) => (
        <Tabs.Content key={tab.id} value={tab.id} className="min-w-0 flex-1 p-5 focus-visible:outline-offset-[-3px]">
          <p className="px-2.5 text-sm text-slate-600">{tab.summary}</p>
          <div className="mt-4 grid grid-cols-2 gap-x-6 gap-y-4">
            {tab.groups.map((group) => (
              <MenuGroup key={group.id} group={group} />
            ))}
          </div>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
