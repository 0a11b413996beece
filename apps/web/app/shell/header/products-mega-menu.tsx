import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { lazy, Suspense } from "react";
import { header as words } from "../../../../../content/pages/site-chrome";
import { ChevronDownIcon } from "./header-icons";
import { barControl } from "./header-styles";

/** The panel's code (Radix Tabs) loads when the menu first opens; Radix mounts Content only while open. */
const ProductsTabs = lazy(() => import("./products-tabs").then((module) => ({ default: module.ProductsTabs })));

/**
 * The Products item of the top bar. Its item is not positioned, so the panel
 * hangs from the left edge of the menu bar (Radix's list wrapper) and has
 * room for the four tabs and their links.
 */
export function ProductsMegaMenu() {
  return (
    <NavigationMenu.Item value="products" className="flex items-center">
      <NavigationMenu.Trigger data-nav-trigger={"products"} className={`group ${barControl}`}>
        {words.menus.products}
        <ChevronDownIcon className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content className="absolute left-0 top-full z-50 pt-1">
        <Suspense fallback={<div className="h-72 w-[40rem] max-w-[calc(100vw-2rem)] rounded-xl bg-white shadow-xl" />}>
          <ProductsTabs />
        </Suspense>
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}
