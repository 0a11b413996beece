import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { ChevronDownIcon } from "./header-icons";
import { barControl } from "./header-styles";
import { ProductsTabs } from "./products-tabs";

/**
 * The Products item of the top bar. Its item is not positioned, so the panel
 * hangs from the left edge of the menu bar (Radix's list wrapper) and has
 * room for the four tabs and their links.
 */
export function ProductsMegaMenu() {
  return (
    <NavigationMenu.Item value="products" className="flex items-center">
      <NavigationMenu.Trigger className={`group ${barControl}`}>
        Products
        <ChevronDownIcon className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content className="absolute left-0 top-full z-50 pt-1">
        <ProductsTabs />
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}
