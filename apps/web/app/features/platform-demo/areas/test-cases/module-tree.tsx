/**
 * The module tree (content/docs/project-menu/module-tree.md; docs/platform-demo.md#test-cases): the
 * root carries the project's name, modules nest below it. A WAI-ARIA tree, one tab stop, selection
 * follows focus: Up and Down move, Right opens or goes to the first child, Left closes or goes to the
 * parent, Home and End jump, F2 renames the selected module (as the docs say).
 */
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import type { DemoProject } from "../../model";
import type { TestManagement } from "./model";
import { childrenOf, isRoot, rootId } from "./tree";

type Item = {
  id: string;
  name: string;
  description: string;
  level: number;
  parentId: string | null;
  hasChildren: boolean;
};

export function ModuleTree({
  tm,
  project,
  selectedId,
  onSelect,
  onRename,
}: {
  tm: TestManagement;
  project: DemoProject;
  selectedId: string;
  onSelect: (moduleId: string) => void;
  onRename: (moduleId: string) => void;
}) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const refs = useRef(new Map<string, HTMLDivElement>());
  const moved = useRef(false);
  const root = rootId(project.id);

  const visible: Item[] = [];
  const walk = (parentId: string | null, treeParent: string, level: number) => {
    for (const module of childrenOf(tm, project.id, parentId)) {
      const hasChildren = childrenOf(tm, project.id, module.id).length > 0;
      visible.push({ ...module, level, parentId: treeParent, hasChildren });
      if (hasChildren && !collapsed.has(module.id)) walk(module.id, module.id, level + 1);
    }
  };
  visible.push({ id: root, name: project.name, description: "", level: 1, parentId: null, hasChildren: true });
  if (!collapsed.has(root)) walk(null, root, 2);

  const counts = new Map<string, number>();
  for (const testCase of tm.cases) counts.set(testCase.moduleId, (counts.get(testCase.moduleId) ?? 0) + 1);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    refs.current.get(selectedId)?.focus();
  });

  const go = (id: string | undefined) => {
    if (!id) return;
    moved.current = true;
    onSelect(id);
  };
  const toggle = (id: string, open: boolean) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (open) next.delete(id);
      else next.add(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent, item: Item, index: number) => {
    const open = item.hasChildren && !collapsed.has(item.id);
    const handled = (() => {
      switch (event.key) {
        case "ArrowDown":
          return go(visible[index + 1]?.id);
        case "ArrowUp":
          return go(visible[index - 1]?.id);
        case "Home":
          return go(visible[0]?.id);
        case "End":
          return go(visible.at(-1)?.id);
        case "ArrowRight":
          if (open) go(visible[index + 1]?.id);
          else if (item.hasChildren) toggle(item.id, true);
          return;
        case "ArrowLeft":
          if (open) toggle(item.id, false);
          else go(item.parentId ?? undefined);
          return;
        case "F2":
          if (!isRoot(item.id)) onRename(item.id);
          return;
        default:
          return "not handled";
      }
    })();
    if (handled === "not handled") return;
    event.preventDefault();
    event.stopPropagation();
  };

  const render = (parentId: string | null): React.ReactNode => {
    const items = visible.filter((item) => item.parentId === parentId);
    return items.map((item) => {
      const index = visible.indexOf(item);
      const open = item.hasChildren && !collapsed.has(item.id);
      const selected = item.id === selectedId;
      const count = isRoot(item.id) ? 0 : (counts.get(item.id) ?? 0);
      return (
        <div
          key={item.id}
          ref={(element) => {
            if (element) refs.current.set(item.id, element);
            else refs.current.delete(item.id);
          }}
          role="treeitem"
          aria-level={item.level}
          aria-selected={selected}
          aria-expanded={item.hasChildren ? open : undefined}
          aria-labelledby={`tree-${item.id}`}
          tabIndex={selected ? 0 : -1}
          className="outline-none [&:focus-visible>.tree-row]:outline-3 [&:focus-visible>.tree-row]:outline-ink-600"
          onKeyDown={(event) => onKeyDown(event, item, index)}
          onClick={(event) => {
            event.stopPropagation();
            onSelect(item.id);
          }}
        >
          <div
            className={`tree-row flex items-center gap-1 rounded-md py-1.5 pr-2 text-sm ${selected ? "bg-ink-50 font-semibold text-slate-900" : "text-slate-800 hover:bg-slate-50"}`}
            style={{ paddingLeft: `${(item.level - 1) * 1.25 + 0.25}rem` }}
          >
            {/* The arrow keys do the same for a keyboard; the tree item itself stays the only control. */}
            <span
              aria-hidden="true"
              className={`inline-flex size-5 shrink-0 items-center justify-center text-slate-600 ${item.hasChildren ? "cursor-pointer" : "invisible"}`}
              onClick={(event) => {
                event.stopPropagation();
                toggle(item.id, !open);
              }}
            >
              {open ? "▾" : "▸"}
            </span>
            <span id={`tree-${item.id}`} title={item.description || undefined} className="min-w-0 break-words">
              {item.name}
            </span>
            {count > 0 ? (
              <span aria-hidden="true" className="ml-auto rounded-full bg-slate-100 px-1.5 text-xs text-slate-700">
                {count}
              </span>
            ) : null}
          </div>
          {open ? (
            // biome-ignore lint/a11y/useSemanticElements: a tree's sub-list is role="group" (WAI-ARIA tree view pattern), not a fieldset.
            <div role="group">{render(item.id)}</div>
          ) : null}
        </div>
      );
    });
  };

  return (
    <div role="tree" aria-label={`Modules of ${project.name}`} className="space-y-0.5">
      {render(null)}
    </div>
  );
}
