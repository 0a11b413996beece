import { Link } from "react-router";
import { PageBanner } from "~/components/page/page-banner";
import { PageSections } from "~/components/page/page-sections";
import { academyPath, selfLearningVideoPath } from "~/features/academy/catalogue";
import { AcademyNav } from "~/features/academy/components/academy-nav";
import { LearningPath } from "~/features/academy/components/learning-path";
import { academyModules } from "~/features/academy/curriculum";
import { AcademyProgressPanel } from "~/features/academy/progress/academy-progress-panel";
import { pageCopy } from "~/page-copy/pages.server";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/academy-home";

/** /{brand}-academy: what the academy offers, the learning path through its six modules, and where to start. */
export function loader() {
  const page = pageCopy(academyPath);
  if (!page) throw new Error(`content/pages has no copy for ${academyPath}`);
  return { page };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { page } = loaderData;
  return pageMeta({ title: page.title, description: page.description, path: page.path });
}

export default function AcademyHome({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <PageBanner eyebrow={page.eyebrow} title={page.h1} lead={page.lead}>
        <Link to={selfLearningVideoPath} className="btn btn-on-dark">
          Watch the videos
        </Link>
        <Link to={`${academyPath}/training-plan`} className="btn text-white ring-1 ring-white/70 hover:bg-white/10">
          See the training plan
        </Link>
      </PageBanner>
      <div className="container-page pt-8">
        <AcademyNav currentPath={page.path} />
      </div>
      <div className="container-page pt-8">
        <AcademyProgressPanel />
      </div>
      <section aria-labelledby="learning-path" className="container-page pt-10">
        <h2 id="learning-path" className="text-2xl font-bold tracking-tight sm:text-3xl">
          The learning path
        </h2>
        <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-700">
          Six modules in the order a team adopts the platform. Each links to its first lesson, and each stretch of
          lessons ends with a practice test.
        </p>
        <div className="mt-8">
          <LearningPath modules={academyModules()} />
        </div>
      </section>
      <PageSections sections={page.sections} />
    </>
  );
}
