import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { pricingItem, resourcesMenu, solutionsMenu } from "~/site/navigation";
import { barControl } from "./header-styles";
import { MenuLink } from "./menu-link";
import { NavDropdown } from "./nav-dropdown";
import { ProductsMegaMenu } from "./products-mega-menu";

/**
 * The main menu from the lg breakpoint up. Radix's navigation menu keeps only
 * one of Products, Solutions and Resources open on hover (SPEC section 4) and
 * gives the triggers and panels their keyboard behavior.
 */
export function DesktopNav() {
  return (
    <NavigationMenu.Root aria-label="Main" className="hidden h-full lg:block">
      <NavigationMenu.List className="flex h-16 items-stretch gap-1">
        <ProductsMegaMenu />
        <NavDropdown value="solutions" label="Solutions" groups={solutionsMenu} />
        <NavDropdown value="resources" label="Resources" groups={resourcesMenu} />
        <NavigationMenu.Item className="flex items-center">
          <NavigationMenu.Link asChild>
            <MenuLink item={pricingItem} className={`${barControl} aria-[current=page]:underline`} />
          </NavigationMenu.Link>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
