import { PageBanner } from "~/components/page/page-banner";
import { PageSections } from "~/components/page/page-sections";
import { academyPath } from "~/features/academy/catalogue";
import { AcademyNav } from "~/features/academy/components/academy-nav";
import { CertificationSteps } from "~/features/academy/components/certification-steps";
import { ExamGate } from "~/features/academy/exam/exam-gate";
import { pageCopy } from "~/page-copy/pages.server";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/get-certified";

const path = `${academyPath}/get-certified`;

/** /{brand}-academy/get-certified: how certification works, from the practice tests to the certificate. */
export function loader() {
  const page = pageCopy(path);
  if (!page) throw new Error(`content/pages has no copy for ${path}`);
  return { page };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { page } = loaderData;
  return pageMeta({ title: page.title, description: page.description, path: page.path });
}

export default function GetCertified({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <PageBanner eyebrow={page.eyebrow} title={page.h1} lead={page.lead} />
      <div className="container-page pt-8">
        <AcademyNav currentPath={page.path} />
      </div>
      <section aria-labelledby="path-to-certification" className="container-page pt-10">
        <h2 id="path-to-certification" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Your path to certification
        </h2>
        <div className="mt-8">
          <CertificationSteps />
        </div>
      </section>
      <section aria-labelledby="certification-exam" className="container-page pt-10">
        <h2 id="certification-exam" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Take the certification exam
        </h2>
        <div className="mt-6 max-w-4xl">
          <ExamGate path={page.path} />
        </div>
      </section>
      <PageSections sections={page.sections} />
    </>
  );
}
