import { site } from "@ignitest/contracts";
import { data, useLocation } from "react-router";
import { Breadcrumbs } from "~/features/docs/components/breadcrumbs";
import { DocsBody } from "~/features/docs/components/docs-body";
import { lessonMedia } from "~/features/lesson-media/media";
import { TutorialLayout } from "~/features/tutorials/components/tutorial-layout";
import { TutorialNeighbours } from "~/features/tutorials/components/tutorial-neighbours";
import { TutorialPlayer } from "~/features/tutorials/components/tutorial-player";
import { tutorialView } from "~/features/tutorials/content.server";
import { tutorialIndexPath } from "~/features/tutorials/groups";
import { loadPrerendered } from "~/lib/load-prerendered";
import { notFoundMeta, pageMeta } from "~/site/seo";
import { videoObject } from "~/site/structured-data";
import type { Route } from "./+types/tutorial-page";

export const handle = { headerStyle: "position" };

/** One tutorial at /video-tutorial/<group>/<topic>, prerendered from content/video-tutorials. */
export async function loader({ params }: Route.LoaderArgs) {
  const view = await tutorialView(`${tutorialIndexPath}/${params.group}/${params.topic}`);
  if (!view) throw data(`No tutorial ${params.group}/${params.topic}`, { status: 404 });
  return view;
}

/** An unknown page under this route gets the not-found page, not the error screen. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return loadPrerendered(serverLoader);
}

export function meta({ loaderData }: Route.MetaArgs) {
  // No data means the 404 above: keep the not-found page's title and noindex.
  if (!loaderData) return notFoundMeta();
  const { tutorial } = loaderData;
  const media = lessonMedia(tutorial.mediaId);
  return [
    ...pageMeta({
      title: `${tutorial.title} | ${site.name} Video Tutorials`,
      description: tutorial.description,
      path: tutorial.path,
    }),
    videoObject({
      name: tutorial.title,
      description: tutorial.description,
      path: tutorial.path,
      contentUrl: media.src,
      thumbnailUrl: media.poster,
      duration: tutorial.duration,
      uploadDate: tutorial.uploadDate,
    }),
  ];
}

export default function TutorialPage({ loaderData }: Route.ComponentProps) {
  const { tutorial, previous, next, sidebar } = loaderData;
  const { pathname } = useLocation();
  const crumbs = [
    { label: "Video tutorials", path: tutorialIndexPath },
    { label: tutorial.groupTitle, path: `${tutorialIndexPath}#${tutorial.group}` },
    { label: tutorial.title, path: tutorial.path },
  ];
  return (
    <TutorialLayout sidebar={sidebar} currentPath={pathname}>
      <Breadcrumbs items={crumbs} />
      <article data-pagefind-body data-pagefind-meta="section:Tutorial" className="mt-5">
        <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">{tutorial.title}</h1>
        <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-700">{tutorial.description}</p>
        <p className="mt-2 text-sm font-medium text-slate-600">
          <span className="sr-only">Length </span>
          {tutorial.duration} · {tutorial.chapters.length} chapters · captions in English
        </p>
        <div className="mt-6">
          <TutorialPlayer
            title={tutorial.title}
            mediaId={tutorial.mediaId}
            chapters={tutorial.chapters}
            cues={tutorial.cues}
          />
        </div>
        <section aria-labelledby="summary-heading" className="mt-10 max-w-3xl">
          <h2 id="summary-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Summary
          </h2>
          <div className="mt-4">
            <DocsBody html={tutorial.html} />
          </div>
        </section>
      </article>
      <TutorialNeighbours previous={previous} next={next} />
    </TutorialLayout>
  );
}
