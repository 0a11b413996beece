import { Link } from "react-router";
import { academyVideoPath } from "../catalogue";
import type { TrainingWeek } from "../curriculum";
import { usePracticePasses } from "../progress/practice-storage";
import { useProgress } from "../progress/progress-storage";
import { useProgressSync } from "../progress/use-progress-sync";
import { PracticeTestLink } from "./practice-test-link";

/** The training plan, one card a week (ticked as the learner completes its lessons): its focus, the lessons to watch in order and the practice test that closes it. */
export function WeekPlan({ weeks }: { weeks: readonly TrainingWeek[] }) {
  useProgressSync();
  const progress = useProgress();
  const passes = usePracticePasses();
  const isDone = (slug: string) => Boolean(progress[slug]?.completed);
  return (
    <ol className="space-y-6">
      {weeks.map((week) => {
        const lessons = week.units.flatMap((unit) => unit.lessons);
        const tests = week.units.flatMap((unit) => unit.practiceTests);
        const done = lessons.filter((lesson) => isDone(lesson.slugPath)).length;
        const weekDone = lessons.length > 0 && done === lessons.length;
        return (
          <li key={week.week} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="text-xl font-bold text-slate-900">
                <span className="text-brand-800">Week {week.week}:</span> {week.focus}
              </h3>
              <p className="text-sm font-medium text-slate-600">
                {weekDone ? (
                  <span className="mr-2 inline-flex items-center gap-1 rounded-full bg-green-100 px-2.5 py-0.5 font-semibold text-green-800">
                    <Tick /> Week completed
                  </span>
                ) : null}
                {done} of {lessons.length} lessons completed
              </p>
            </div>
            {week.units.map((unit) => (
              <div key={unit.label} className="mt-4">
                <h4 className="font-semibold text-slate-800">{unit.label}</h4>
                <ol className="mt-2 list-decimal gap-x-12 pl-6 text-slate-700 sm:columns-2">
                  {unit.lessons.map((lesson) => (
                    <li key={lesson.slugPath} className="break-inside-avoid py-0.5">
                      <Link to={academyVideoPath(lesson.slugPath)} className="link">
                        {lesson.title}
                      </Link>
                      {isDone(lesson.slugPath) ? (
                        <span className="ml-1.5 text-green-700">
                          <Tick />
                          <span className="sr-only"> (completed)</span>
                        </span>
                      ) : null}
                    </li>
                  ))}
                </ol>
              </div>
            ))}
            {tests.length > 0 ? (
              <p className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-slate-100 pt-4 text-slate-700">
                <span>Close the week with</span>
                {tests.map((test) => (
                  <PracticeTestLink
                    key={test.path}
                    label={test.label}
                    path={test.path}
                    passed={passes[test.number] !== undefined}
                  />
                ))}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

function Tick() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="inline-block h-3.5 w-3.5 align-[-2px]" fill="none">
      <path d="m3 8.5 3 3 7-7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
