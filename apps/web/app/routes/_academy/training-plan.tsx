import { PageBanner } from "~/components/page/page-banner";
import { PageSections } from "~/components/page/page-sections";
import { academyPath } from "~/features/academy/catalogue";
import { AcademyNav } from "~/features/academy/components/academy-nav";
import { WeekPlan } from "~/features/academy/components/week-plan";
import { trainingWeeks } from "~/features/academy/curriculum";
import { pageCopy } from "~/page-copy/pages.server";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/training-plan";

const path = `${academyPath}/training-plan`;

/** /{brand}-academy/training-plan: a week-by-week plan built from the catalogue's groups. */
export function loader() {
  const page = pageCopy(path);
  if (!page) throw new Error(`content/pages has no copy for ${path}`);
  return { page };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { page } = loaderData;
  return pageMeta({ title: page.title, description: page.description, path: page.path });
}

export default function TrainingPlan({ loaderData: { page } }: Route.ComponentProps) {
  const weeks = trainingWeeks();
  return (
    <>
      <PageBanner eyebrow={page.eyebrow} title={page.h1} lead={page.lead} />
      <div className="container-page pt-8">
        <AcademyNav currentPath={page.path} />
      </div>
      <section aria-labelledby="week-by-week" className="container-page pt-10">
        <h2 id="week-by-week" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Week by week
        </h2>
        <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-700">
          {weeks.length} weeks, {weeks.reduce((sum, week) => sum + week.units.flatMap((u) => u.lessons).length, 0)}{" "}
          lessons. Watch each week's lessons in order with a practice project open, then take the practice test that
          closes the week before you move on.
        </p>
        <div className="mt-8">
          <WeekPlan weeks={weeks} />
        </div>
      </section>
      <PageSections sections={page.sections} />
    </>
  );
}
