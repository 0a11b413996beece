import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import type { NavGroup } from "~/site/navigation";
import { panelLink } from "./header-styles";
import { MenuLink } from "./menu-link";

/**
 * A titled list of links inside a desktop menu panel. Each link is a Radix
 * navigation-menu link, so choosing it closes the open menu.
 */
export function MenuGroup({ group }: { group: NavGroup }) {
  const titleId = `menu-group-${group.id}`;
  return (
    <div className="min-w-48">
      <p id={titleId} className="px-2.5 pb-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
        {group.title}
      </p>
      <ul aria-labelledby={titleId}>
        {group.items
          .filter((item) => !item.mobileOnly)
          .map((item) => (
            <li key={item.id}>
              <NavigationMenu.Link asChild>
                <MenuLink item={item} withIcon className={panelLink} />
              </NavigationMenu.Link>
            </li>
          ))}
      </ul>
    </div>
  );
}
