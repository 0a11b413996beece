import { lazy, Suspense, useId, useRef } from "react";
import { Link } from "react-router";
import type { Chapter, TranscriptCue } from "~/features/lesson-media";
import { ChapterList, lessonMedia, playableSrc, Transcript, VideoPlayer } from "~/features/lesson-media";
import { type AcademyVideo, academyVideoPath, neighbourVideos } from "../catalogue";
import type { LessonQuestion } from "../lesson-quiz/lesson-question";
import { ResumeChoice } from "../progress/resume-choice";
import { useLessonTracking } from "../progress/use-lesson-tracking";

// Below the fold and interactive only once answered: loaded apart from the page's start (apps/web/budgets.json).
const LessonQuiz = lazy(() => import("../lesson-quiz/lesson-quiz"));

/**
 * The player for the selected lesson (its progress recorded as it plays, with the choice to resume), its
 * transcript with its chapter list beside it, its place in the curriculum, its summary, the questions after it and
 * the lessons either side.
 */
export function SelectedLesson({
  video,
  cues,
  chapters = [],
  questions = [],
}: {
  video: AcademyVideo;
  cues: readonly TranscriptCue[];
  chapters?: readonly Chapter[];
  questions?: readonly LessonQuestion[];
}) {
  const { captions, chapters: chaptersSrc, poster } = lessonMedia(video.slugPath);
  const { previous, next } = neighbourVideos(video);
  const videoRef = useRef<HTMLVideoElement>(null);
  useLessonTracking(video.slugPath, videoRef);
  const headingId = useId();
  return (
    <article
      data-pagefind-body
      data-pagefind-meta={`title:${video.title}`}
      aria-labelledby={headingId}
      className="space-y-5"
    >
      {/* The article's heading (an article without one is an outline gap); hidden because the
          player's caption right below shows the same title. */}
      <h2 id={headingId} className="sr-only">
        {video.title}
      </h2>
      <p data-pagefind-meta="section:Academy" className="text-sm font-medium text-slate-600">
        {video.group}
        {video.subgroup ? ` › ${video.subgroup}` : ""}
      </p>
      <ResumeChoice slug={video.slugPath} videoRef={videoRef} />
      <VideoPlayer
        videoRef={videoRef}
        title={video.title}
        src={playableSrc(video.videoId)}
        captionsSrc={captions}
        chaptersSrc={chaptersSrc}
        poster={poster}
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_16rem]">
        {cues.length > 0 ? (
          <Transcript cues={cues} captionsSrc={captions} videoRef={videoRef} headingLevel={3} />
        ) : null}
        {chapters.length > 0 ? <ChapterList chapters={chapters} videoRef={videoRef} headingLevel={3} /> : null}
      </div>
      <p className="max-w-3xl text-lg leading-relaxed text-slate-700">{video.summary}</p>
      {questions.length > 0 ? (
        <Suspense fallback={null}>
          <LessonQuiz questions={questions} />
        </Suspense>
      ) : null}
      <nav aria-label="Lessons" data-pagefind-ignore className="flex flex-wrap justify-between gap-3 pt-2">
        {previous ? (
          <Link to={academyVideoPath(previous.slugPath)} className="btn btn-secondary">
            <span aria-hidden="true">←</span> Previous: {previous.title}
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link to={academyVideoPath(next.slugPath)} className="btn btn-primary">
            Next: {next.title} <span aria-hidden="true">→</span>
          </Link>
        ) : null}
      </nav>
    </article>
  );
}
