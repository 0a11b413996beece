/**
 * One item of the docs or video-tutorial sidebar
 * (docs/product/data.md#menu-entry): a label, an internal route or an external address, and optional
 * nested entries. An entry with a submenu is a collapsible group.
 */
export type SidebarEntry = {
  label: string;
  path?: string | undefined;
  submenu?: SidebarEntry[] | undefined;
  /** Opens in a new tab though it is a path on this site (the academy's practice tests: docs/product/academy-practice.md). */
  newTab?: boolean | undefined;
};

/** Addresses that leave the site open in a new tab (docs/product/pages-and-routes.md#sidebar). */
export function isExternalPath(path: string): boolean {
  return /^https?:\/\//i.test(path);
}

/**
 * A group's id in the stored open-menu set: the labels from the top of the
 * tree down to it, so two groups with the same label under different parents
 * stay apart ("Web Automation › Step groups").
 */
export function groupId(labels: readonly string[]): string {
  return labels.join(" › ");
}

/** Ids of the groups that contain `path`, outermost first; empty when no entry has that path. */
export function groupsContaining(entries: readonly SidebarEntry[], path: string, parents: string[] = []): string[] {
  for (const entry of entries) {
    if (!entry.submenu) continue;
    const labels = [...parents, entry.label];
    if (entry.path === path) return [groupId(labels)];
    const inner = groupsContaining(entry.submenu, path, labels);
    if (inner.length > 0 || entry.submenu.some((child) => child.path === path)) {
      return [groupId(labels), ...inner];
    }
  }
  return [];
}
