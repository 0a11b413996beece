import type { AcademyVideo } from "../catalogue";
import type { ProgressBySlug } from "./progress-storage";

/** "3 of 5 lessons completed" with a bar, for a group of lessons (a module or a week). */
export function ModuleProgress({
  lessons,
  progress,
  label,
}: {
  lessons: readonly AcademyVideo[];
  progress: ProgressBySlug;
  label: string;
}) {
  const done = lessons.filter((lesson) => progress[lesson.slugPath]?.completed).length;
  return (
    <div className="mt-3">
      <progress
        value={done}
        max={lessons.length}
        aria-label={`${label}: lessons completed`}
        className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-green-600"
      />
      <p className="mt-1 text-sm text-slate-700">
        {done} of {lessons.length} lessons completed
      </p>
    </div>
  );
}
