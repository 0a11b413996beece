import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { useEffect } from "react";
import { pricingItem, resourcesMenu, solutionsMenu } from "~/site/navigation";
import { header as words } from "../../../../../content/pages/site-chrome";
import { barControl } from "./header-styles";
import { MenuLink } from "./menu-link";
import { NavDropdown } from "./nav-dropdown";
import { ProductsMegaMenu } from "./products-mega-menu";

/** What woke the menu (desktop-nav.tsx): the item under the pointer, or the trigger that took focus. */
export type NavWake = { value: string; by: "pointer" | "focus" };

/**
 * The main menu from the lg breakpoint up. Radix's navigation menu keeps only
 * one of Products, Solutions and Resources open on hover (docs/product/pages-and-routes.md#one-menu-open) and
 * gives the triggers and panels their keyboard behavior. It replaces the
 * static bar on the first pointer or focus: the hovered item opens at once,
 * a focused trigger gets the focus back.
 */
export function RadixNav({ wake }: { wake: NavWake }) {
  useEffect(() => {
    if (wake.by !== "focus") return;
    document.querySelector<HTMLElement>(`[data-nav-trigger="${wake.value}"]`)?.focus();
  }, [wake]);
  return (
    <NavigationMenu.Root
      aria-label={words.mainNavLabel}
      className="hidden h-full lg:block"
      defaultValue={wake.by === "pointer" ? wake.value : undefined}
    >
      <NavigationMenu.List className="flex h-16 items-stretch gap-1">
        <ProductsMegaMenu />
        <NavDropdown value="solutions" label={words.menus.solutions} groups={solutionsMenu} />
        <NavDropdown value="resources" label={words.menus.resources} groups={resourcesMenu} />
        <NavigationMenu.Item className="flex items-center">
          <NavigationMenu.Link asChild>
            <MenuLink item={pricingItem} className={`${barControl} aria-[current=page]:underline`} />
          </NavigationMenu.Link>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
