import { lazy, Suspense, useState } from "react";
import { pricingItem } from "~/site/navigation";
import { header as words } from "../../../../../content/pages/site-chrome";
import { ChevronDownIcon } from "./header-icons";
import { barControl } from "./header-styles";
import { MenuLink } from "./menu-link";
import type { NavWake } from "./radix-nav";

// Radix's navigation menu (and the panels' links) loads on the first pointer
// or focus on the bar, not with every page (issue 14, docs/decisions/092).
const RadixNav = lazy(() => import("./radix-nav").then((module) => ({ default: module.RadixNav })));

const menus = [
  { value: "products", label: words.menus.products },
  { value: "solutions", label: words.menus.solutions },
  { value: "resources", label: words.menus.resources },
] as const;

/**
 * The main menu from the lg breakpoint up. Until the visitor points at it or
 * tabs into it, it is the bar alone, in the markup Radix renders (nav, list,
 * closed triggers, Pricing); then the Radix menu (radix-nav.tsx) takes over.
 */
export function DesktopNav() {
  const [wake, setWake] = useState<NavWake | null>(null);
  const bar = (
    <nav aria-label={words.mainNavLabel} className="hidden h-full lg:block">
      <div style={{ position: "relative" }}>
        <ul className="flex h-16 items-stretch gap-1">
          {menus.map((menu) => (
            <li
              key={menu.value}
              className={menu.value === "products" ? "flex items-center" : "relative flex items-center"}
            >
              <button
                type="button"
                aria-expanded="false"
                data-state="closed"
                data-nav-trigger={menu.value}
                className={`group ${barControl}`}
                onPointerEnter={() => setWake((current) => current ?? { value: menu.value, by: "pointer" })}
                onFocus={() => setWake((current) => current ?? { value: menu.value, by: "focus" })}
                onClick={() => setWake((current) => current ?? { value: menu.value, by: "pointer" })}
              >
                {menu.label}
                <ChevronDownIcon className="size-4 transition-transform group-data-[state=open]:rotate-180" />
              </button>
            </li>
          ))}
          <li className="flex items-center">
            <MenuLink item={pricingItem} className={`${barControl} aria-[current=page]:underline`} />
          </li>
        </ul>
      </div>
    </nav>
  );
  if (!wake) return bar;
  return (
    <Suspense fallback={bar}>
      <RadixNav wake={wake} />
    </Suspense>
  );
}
