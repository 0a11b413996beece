import { site, withBrand } from "@ignitest/contracts";
import type { SidebarEntry } from "~/components/sidebar/sidebar-entry";
import { config } from "~/site/config";
import { docSectionIds, docSections } from "./sections";
import type { DocPage } from "./types";

/**
 * The docs sidebar, built from the section folders and each page's `order`
 * (pages arrive in reading order): one collapsible group a section, labeled
 * from the typed section map, then a group of related help, whose support
 * site opens in a new tab.
 */
export function buildDocsSidebar(pages: readonly DocPage[]): SidebarEntry[] {
  const sections = docSectionIds.flatMap((id): SidebarEntry[] => {
    const submenu = pages.filter((page) => page.section === id).map((page) => ({ label: page.title, path: page.path }));
    return submenu.length > 0 ? [{ label: docSections[id].title, submenu }] : [];
  });
  return [
    ...sections,
    {
      label: "More help",
      submenu: [
        { label: "Video tutorials", path: "/video-tutorial" },
        { label: `${site.name} Academy`, path: withBrand("/{brand}-academy") },
        { label: "Support site", path: config.SUPPORT_URL },
      ],
    },
  ];
}
