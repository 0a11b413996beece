import { withBrand } from "@ignitest/contracts";
import type { SidebarEntry } from "~/components/sidebar/sidebar-entry";
import { type AcademyMenuEntry, academyMenu } from "../../../../../content/academy/menu";

/** The academy menu as the shared sidebar takes it: label1 read as label, {brand} expanded in paths. */
export function toSidebarEntries(entries: readonly AcademyMenuEntry[]): SidebarEntry[] {
  return entries.map((entry) =>
    "label1" in entry
      ? { label: entry.label1, path: withBrand(entry.path) }
      : {
          label: entry.label,
          path: entry.path === undefined ? undefined : withBrand(entry.path),
          submenu: toSidebarEntries(entry.submenu),
        },
  );
}

export const academySidebar: readonly SidebarEntry[] = toSidebarEntries(academyMenu);

/** Every leaf of the menu, depth first: lessons and practice tests. */
export function menuLeaves(entries: readonly SidebarEntry[] = academySidebar): SidebarEntry[] {
  return entries.flatMap((entry) => (entry.submenu ? menuLeaves(entry.submenu) : [entry]));
}
