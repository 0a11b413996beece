/** The local-storage key of the sidebar's open-menu set (docs/product/data.md#open-menus). */
export const activeMenusKey = "activeMenus";

/** The stored open-menu set: a JSON array of group ids; anything unreadable counts as empty. */
export function readActiveMenus(storage: Storage | undefined = globalThis.localStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(activeMenusKey) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
  } catch {
    // Storage blocked (private mode, sandboxed frame) or hand-edited JSON: start from the current page's groups.
    return [];
  }
}

export function writeActiveMenus(ids: readonly string[], storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(activeMenusKey, JSON.stringify([...ids].sort()));
  } catch {
    // Quota or privacy settings: the menu still works for this visit, it just is not remembered.
  }
}
