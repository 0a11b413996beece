import { Sidebar } from "~/components/sidebar/sidebar";
import type { SidebarEntry } from "~/components/sidebar/sidebar-entry";

type DocsLayoutProps = {
  sidebar: readonly SidebarEntry[];
  currentPath: string;
  /** The table of contents, shown in a right-hand column on wide screens. */
  toc?: React.ReactNode;
  children: React.ReactNode;
};

/**
 * The three columns of a docs page: the sidebar on the left (folded behind a
 * button below lg), the page in the middle, and the table of contents on the
 * right from xl up. Both side columns stick below the header while the page
 * scrolls.
 */
export function DocsLayout({ sidebar, currentPath, toc, children }: DocsLayoutProps) {
  const sideColumn = "lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:self-start lg:overflow-y-auto";
  return (
    <div className="container-page py-6 lg:py-10">
      <div
        className={`lg:grid lg:grid-cols-[15.5rem_minmax(0,1fr)] lg:gap-10 ${toc ? "xl:grid-cols-[15.5rem_minmax(0,1fr)_14rem]" : ""}`}
      >
        <aside className={`${sideColumn} lg:-ml-2 lg:pr-1 lg:pb-6`}>
          <Sidebar label="Documentation" toggleLabel="Documentation menu" entries={sidebar} currentPath={currentPath} />
        </aside>
        <div className="mt-6 min-w-0 lg:mt-0">{children}</div>
        {toc ? <aside className={`hidden xl:block ${sideColumn} xl:pb-6`}>{toc}</aside> : null}
      </div>
    </div>
  );
}
