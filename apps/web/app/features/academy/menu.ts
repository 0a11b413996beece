import { withBrand } from "@ignitest/contracts";
import type { SidebarEntry } from "~/components/sidebar/sidebar-entry";
import { practiceTestAddress } from "~/site/practice-test-address";
import { type AcademyMenuEntry, academyMenu } from "../../../../../content/academy/menu";

/** A menu entry as the academy reads it: a practice test also says its number. */
export type AcademySidebarEntry = SidebarEntry & { practiceTest?: number; submenu?: AcademySidebarEntry[] | undefined };

/**
 * The academy menu as the shared sidebar takes it: label1 read as label, {brand} expanded in paths,
 * a practice test at its configured address, opening in a new tab (docs/product/academy-practice.md).
 */
export function toSidebarEntries(entries: readonly AcademyMenuEntry[]): AcademySidebarEntry[] {
  return entries.map((entry): AcademySidebarEntry => {
    if ("practiceTest" in entry) {
      return {
        label: entry.label1,
        path: practiceTestAddress(entry.practiceTest),
        newTab: true,
        practiceTest: entry.practiceTest,
      };
    }
    if ("label1" in entry) return { label: entry.label1, path: withBrand(entry.path) };
    return {
      label: entry.label,
      path: entry.path === undefined ? undefined : withBrand(entry.path),
      submenu: toSidebarEntries(entry.submenu),
    };
  });
}

export const academySidebar: readonly AcademySidebarEntry[] = toSidebarEntries(academyMenu);

/** Every leaf of the menu, depth first: lessons and practice tests. */
export function menuLeaves(entries: readonly AcademySidebarEntry[] = academySidebar): AcademySidebarEntry[] {
  return entries.flatMap((entry) => (entry.submenu ? menuLeaves(entry.submenu) : [entry]));
}
