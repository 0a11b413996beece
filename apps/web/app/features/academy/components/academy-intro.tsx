import { Link } from "react-router";
import { lessonMedia, playableSrc, VideoPlayer } from "~/features/lesson-media";
import type { PageSection } from "~/page-copy/page-copy";
import { academyCatalogue, academyVideoPath } from "../catalogue";

type AcademyIntroProps = { lead: string; sections: readonly PageSection[] };

/**
 * What the self-learning screen shows on the right before a lesson is chosen: the first lesson's player, so the
 * page opens with a video, then what the course is and the way into it.
 */
export function AcademyIntro({ lead, sections }: AcademyIntroProps) {
  const first = academyCatalogue[0];
  const media = first ? lessonMedia(first.slugPath) : undefined;
  return (
    <div className="space-y-8">
      {first && media ? (
        <VideoPlayer
          title={`Lesson 1: ${first.title}`}
          src={playableSrc(first.videoId)}
          captionsSrc={media.captions}
          chaptersSrc={media.chapters}
          poster={media.poster}
        />
      ) : null}
      <div className="rounded-xl border border-slate-200 bg-ink-50 p-6 sm:p-8">
        <p className="max-w-3xl text-lg leading-relaxed text-slate-800">{lead}</p>
        <p className="mt-3 text-slate-700">{academyCatalogue.length} lessons, in the order of the training plan.</p>
        {first ? (
          <Link to={academyVideoPath(first.slugPath)} className="btn btn-primary mt-6">
            Start with {first.title}
          </Link>
        ) : null}
      </div>
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`} className="text-xl font-bold text-slate-900">
            {section.heading}
          </h2>
          <p className="mt-2 max-w-3xl leading-relaxed text-slate-700">{section.body}</p>
          {section.bullets?.length ? (
            <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700 marker:text-brand-700">
              {section.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
