import { selfLearningDocUrl, selfLearningVideoPath } from "~/features/academy/catalogue";
import { AcademyIntro } from "~/features/academy/components/academy-intro";
import { SelfLearningScreen } from "~/features/academy/components/self-learning-screen";
import { pageCopy } from "~/page-copy/pages.server";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/self-learning-video";

export const handle = { headerStyle: "position" };

/** /{brand}-academy/self-learning-video with no lesson chosen: the menu, the download and an introduction. */
export function loader() {
  const page = pageCopy(selfLearningVideoPath);
  if (!page) throw new Error(`content/pages has no copy for ${selfLearningVideoPath}`);
  return { page };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { page } = loaderData;
  return pageMeta({ title: page.title, description: page.description, path: page.path });
}

export default function SelfLearningVideo({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <SelfLearningScreen docUrl={selfLearningDocUrl()} currentPath={selfLearningVideoPath}>
      <AcademyIntro lead={page.lead} sections={page.sections} />
    </SelfLearningScreen>
  );
}
