import { Link } from "react-router";
import { academyVideoPath } from "../catalogue";
import type { TrainingWeek } from "../curriculum";
import { PracticeTestLink } from "./practice-test-link";

/** The training plan, one card a week: its focus, the lessons to watch in order and the practice test that closes it. */
export function WeekPlan({ weeks }: { weeks: readonly TrainingWeek[] }) {
  return (
    <ol className="space-y-6">
      {weeks.map((week) => {
        const lessons = week.units.flatMap((unit) => unit.lessons);
        const tests = week.units.flatMap((unit) => unit.practiceTests);
        return (
          <li key={week.week} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="text-xl font-bold text-slate-900">
                <span className="text-brand-800">Week {week.week}:</span> {week.focus}
              </h3>
              <p className="text-sm font-medium text-slate-600">{lessons.length} lessons</p>
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
                    </li>
                  ))}
                </ol>
              </div>
            ))}
            {tests.length > 0 ? (
              <p className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-slate-100 pt-4 text-slate-700">
                <span>Close the week with</span>
                {tests.map((test) => (
                  <PracticeTestLink key={test.path} label={test.label} path={test.path} />
                ))}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
