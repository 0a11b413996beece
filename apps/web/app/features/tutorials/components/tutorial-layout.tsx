import { Sidebar } from "~/components/sidebar/sidebar";
import type { SidebarEntry } from "~/components/sidebar/sidebar-entry";

type TutorialLayoutProps = { sidebar: readonly SidebarEntry[]; currentPath: string; children: React.ReactNode };

/** A tutorial page: the shared sidebar on the left (folded behind a button below lg), the tutorial on the right. */
export function TutorialLayout({ sidebar, currentPath, children }: TutorialLayoutProps) {
  return (
    <div className="container-page py-6 lg:py-10">
      <div className="lg:grid lg:grid-cols-[15.5rem_minmax(0,1fr)] lg:gap-10">
        <aside className="lg:sticky lg:top-20 lg:-ml-2 lg:max-h-[calc(100vh-6rem)] lg:self-start lg:overflow-y-auto lg:pr-1 lg:pb-6">
          <Sidebar label="Video tutorials" toggleLabel="Tutorials menu" entries={sidebar} currentPath={currentPath} />
        </aside>
        <div className="mt-6 min-w-0 lg:mt-0">{children}</div>
      </div>
    </div>
  );
}
