import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import type { NavGroup } from "~/site/navigation";
import { ChevronDownIcon } from "./header-icons";
import { barControl, panel } from "./header-styles";
import { MenuGroup } from "./menu-group";

type NavDropdownProps = { value: string; label: string; groups: NavGroup[] };

/** A top-bar dropdown (Solutions, Resources): a Radix navigation-menu item whose panel lists grouped links. */
export function NavDropdown({ value, label, groups }: NavDropdownProps) {
  return (
    <NavigationMenu.Item value={value} className="relative flex items-center">
      <NavigationMenu.Trigger data-nav-trigger={value} className={`group ${barControl}`}>
        {label}
        <ChevronDownIcon className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content className="absolute left-0 top-full z-50 pt-1">
        <div className={`${panel} flex w-max max-w-[calc(100vw-2.5rem)] gap-6 p-5`}>
          {groups.map((group) => (
            <MenuGroup key={group.id} group={group} />
          ))}
        </div>
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}
