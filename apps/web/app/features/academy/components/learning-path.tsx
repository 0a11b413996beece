import { Link } from "react-router";
import { academyVideoPath } from "../catalogue";
import type { CurriculumUnit } from "../curriculum";
import { ModuleProgress } from "../progress/module-progress";
import { usePracticePasses } from "../progress/practice-storage";
import { useProgress } from "../progress/progress-storage";

/** The academy's six modules in order, each with its lesson count, the learner's progress, first lesson and practice tests. */
export function LearningPath({ modules }: { modules: readonly CurriculumUnit[] }) {
  const progress = useProgress();
  const passes = usePracticePasses();
  return (
    <ol className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
      {modules.map((module, index) => {
        const first = module.lessons[0];
        return (
          <li key={module.label} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <p className="text-sm font-semibold text-brand-800">Module {index + 1}</p>
            <h3 className="mt-1 text-xl font-bold text-slate-900">{module.label}</h3>
            <p className="mt-2 text-slate-700">
              {module.lessons.length} {module.lessons.length === 1 ? "lesson" : "lessons"}
              {module.practiceTests.length > 0
                ? `, then ${module.practiceTests.map((test) => test.label).join(", ")}`
                : ""}
            </p>
            <ModuleProgress lessons={module.lessons} progress={progress} label={module.label} />
            {module.practiceTests.some((test) => passes[test.number] !== undefined) ? (
              <p className="mt-1 text-sm font-semibold text-green-800">
                Passed:{" "}
                {module.practiceTests
                  .filter((test) => passes[test.number] !== undefined)
                  .map((test) => test.label)
                  .join(", ")}
              </p>
            ) : null}
            <ul className="mt-3 flex-1 space-y-1 text-sm text-slate-700">
              {module.lessons.slice(0, module.lessons.length > 5 ? 4 : 5).map((lesson) => (
                <li key={lesson.slugPath}>{lesson.title}</li>
              ))}
              {module.lessons.length > 5 ? <li>and {module.lessons.length - 4} more</li> : null}
            </ul>
            {first ? (
              <Link to={academyVideoPath(first.slugPath)} className="link mt-4 font-semibold">
                Start with {first.title}
                <span className="sr-only"> ({module.label})</span>
              </Link>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
