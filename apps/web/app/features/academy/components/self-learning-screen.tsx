import { site } from "@ignitest/contracts";
import { useMemo } from "react";
import { Sidebar } from "~/components/sidebar/sidebar";
import { academyVideoPath, selfLearningVideoPath } from "../catalogue";
import { academySidebar } from "../menu";
import { useProgress } from "../progress/progress-storage";
import { useProgressSync } from "../progress/use-progress-sync";
import { AcademyNav } from "./academy-nav";
import { SelfLearningDocLink } from "./self-learning-doc-link";

type SelfLearningScreenProps = {
  /** The menu link to mark as current: the selected lesson's path, or the screen's own. */
  currentPath: string;
  /** The right-hand side: the selected lesson's player, "Video not found", or the introduction. */
  children: React.ReactNode;
  /** The Self-Learning Doc archive (selfLearningDocUrl()); undefined when the catalogue has none. */
  docUrl: string | undefined;
};

/**
 * The self-learning video screen (docs/product/pages-and-routes.md#self-learning-video-screen): the title "Self Learning
 * Videos", the Self-Learning Doc download, the collapsible lesson menu on the
 * left (the shared sidebar, open groups kept under "activeMenus") and the
 * lesson on the right.
 */
export function SelfLearningScreen({ currentPath, children, docUrl }: SelfLearningScreenProps) {
  useProgressSync();
  const progress = useProgress();
  const completedPaths = useMemo(
    () =>
      new Set(
        Object.values(progress)
          .filter((record) => record.completed)
          .map((record) => academyVideoPath(record.slug)),
      ),
    [progress],
  );
  return (
    <div className="container-page py-6 lg:py-8">
      <AcademyNav currentPath={selfLearningVideoPath} />
      <div className="mt-5 flex flex-wrap items-end justify-between gap-4 border-b border-slate-200 pb-6">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-800">{site.name} Academy</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Self Learning Videos</h1>
        </div>
        <SelfLearningDocLink href={docUrl} />
      </div>
      <div className="mt-6 lg:mt-8 lg:grid lg:grid-cols-[17.5rem_minmax(0,1fr)] lg:gap-10">
        <aside className="lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:self-start lg:overflow-y-auto lg:pb-6">
          <Sidebar
            label="Self-learning videos"
            toggleLabel="Lessons menu"
            entries={academySidebar}
            currentPath={currentPath}
            completedPaths={completedPaths}
          />
        </aside>
        <div className="mt-6 min-w-0 lg:mt-0">{children}</div>
      </div>
    </div>
  );
}
