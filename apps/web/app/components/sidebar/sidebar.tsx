import { useEffect, useId, useState } from "react";
import { groupId, groupsContaining, type SidebarEntry } from "./sidebar-entry";
import { SidebarGroup } from "./sidebar-group";
import { SidebarLink } from "./sidebar-link";
import { useActiveMenus } from "./use-active-menus";

type SidebarProps = {
  /** The navigation landmark's name, e.g. "Documentation". */
  label: string;
  /** The button that shows the menu on small screens, e.g. "Documentation menu". */
  toggleLabel: string;
  entries: readonly SidebarEntry[];
  /** The current page's path; its link is marked aria-current and its groups start open. */
  currentPath: string;
  /** Links to mark as done (the academy's completed lessons). */
  completedPaths?: ReadonlySet<string>;
};

/**
 * The sidebar of the docs and the video tutorials
 * (docs/product/pages-and-routes.md#sidebar): nested collapsible groups, internal
 * links that navigate in the app and external ones that open a new tab, and
 * the open groups remembered under "activeMenus". Below the lg breakpoint it
 * folds away behind a toggle button.
 */
export function Sidebar({ label, toggleLabel, entries, currentPath, completedPaths }: SidebarProps) {
  const current = normalisePath(currentPath);
  const { isOpen, toggle } = useActiveMenus(groupsContaining(entries, current));
  const [shownOnSmallScreens, setShownOnSmallScreens] = useState(false);
  const panelId = useId();

  // A link followed on a small screen lands on the new page with the menu folded away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => setShownOnSmallScreens(false), [current]);

  const renderEntries = (items: readonly SidebarEntry[], parents: string[]): React.ReactNode =>
    items.map((entry) => {
      const labels = [...parents, entry.label];
      const key = groupId(labels);
      const isCurrent = entry.path !== undefined && normalisePath(entry.path) === current;
      if (entry.submenu) {
        return (
          <SidebarGroup
            key={key}
            label={entry.label}
            path={entry.path}
            current={isCurrent}
            depth={parents.length}
            open={isOpen(key)}
            onToggle={() => toggle(key)}
          >
            {renderEntries(entry.submenu, labels)}
          </SidebarGroup>
        );
      }
      if (!entry.path) return null;
      return (
        <li key={key}>
          <SidebarLink
            label={entry.label}
            path={entry.path}
            current={isCurrent}
            depth={parents.length}
            completed={completedPaths?.has(entry.path)}
            newTab={entry.newTab}
          />
        </li>
      );
    });

  return (
    <nav aria-label={label} className="text-sm">
      <button
        type="button"
        aria-expanded={shownOnSmallScreens}
        aria-controls={panelId}
        onClick={() => setShownOnSmallScreens((shown) => !shown)}
        className="flex w-full items-center justify-between rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-900 lg:hidden"
      >
        {toggleLabel}
        <MenuIcon />
      </button>
      <div id={panelId} className={`${shownOnSmallScreens ? "block" : "hidden"} mt-2 lg:mt-0 lg:block`}>
        <ul className="space-y-0.5">{renderEntries(entries, [])}</ul>
      </div>
    </nav>
  );
}

/** "/docs/a/b/" and "/docs/a/b" are the same page. */
function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

function MenuIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="none">
      <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}
