/**
 * The module tree of a project (content/docs/project-menu/module-tree.md): the root carries the
 * project's name and holds the first level; modules nest below it.
 */
import type { TestManagement, TestModule } from "./model";

/** The root module's id for a project: it is implied, never stored. */
export const rootId = (projectId: string) => `root-${projectId}`;
export const isRoot = (moduleId: string) => moduleId.startsWith("root-");

export function childrenOf(tm: TestManagement, projectId: string, parentId: string | null): TestModule[] {
  return tm.modules.filter((module) => module.projectId === projectId && module.parentId === parentId);
}

/** The module and every module under it. */
export function subtreeIds(tm: TestManagement, moduleId: string): string[] {
  const ids = [moduleId];
  for (let index = 0; index < ids.length; index += 1) {
    for (const module of tm.modules) if (module.parentId === ids[index]) ids.push(module.id);
  }
  return ids;
}

/** "Checkout/Payment": the names from the first level down, as the spreadsheet's Module column writes them. */
export function modulePath(tm: TestManagement, moduleId: string): string {
  const names: string[] = [];
  let current = tm.modules.find((module) => module.id === moduleId);
  while (current) {
    names.unshift(current.name);
    const parentId: string | null = current.parentId;
    current = parentId ? tm.modules.find((module) => module.id === parentId) : undefined;
  }
  return names.join("/");
}

/** The module a path names in a project ("Payment" when only one module has that name, or "Checkout/Payment"). */
export function moduleByPath(tm: TestManagement, projectId: string, path: string): TestModule | "ambiguous" | null {
  const wanted = path
    .split("/")
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  if (wanted.length === 0) return null;
  const matches = tm.modules.filter((module) => {
    if (module.projectId !== projectId) return false;
    const names = modulePath(tm, module.id).toLowerCase().split("/");
    return names.slice(-wanted.length).join("/") === wanted.join("/");
  });
  if (matches.length > 1) return "ambiguous";
  return matches[0] ?? null;
}

/** The modules of a project in the tree's order (depth first), with their depth (1 for the first level). */
export function flatTree(tm: TestManagement, projectId: string): { module: TestModule; depth: number }[] {
  const rows: { module: TestModule; depth: number }[] = [];
  const walk = (parentId: string | null, depth: number) => {
    for (const module of childrenOf(tm, projectId, parentId)) {
      rows.push({ module, depth });
      walk(module.id, depth + 1);
    }
  };
  walk(null, 1);
  return rows;
}
