import { useId, useRef } from "react";
import { Link } from "react-router";
import type { TranscriptCue } from "~/features/lesson-media";
import { lessonMedia, playableSrc, Transcript, VideoPlayer } from "~/features/lesson-media";
import { type AcademyVideo, academyVideoPath, neighbourVideos } from "../catalogue";
import { ResumeChoice } from "../progress/resume-choice";
import { useLessonTracking } from "../progress/use-lesson-tracking";

/**
 * The player for the selected lesson (its progress recorded as it plays, with the choice to resume), its
 * transcript, its place in the curriculum, its summary and the lessons either side.
 */
export function SelectedLesson({ video, cues }: { video: AcademyVideo; cues: readonly TranscriptCue[] }) {
  const { captions, poster } = lessonMedia(video.slugPath);
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
        poster={poster}
      />
      {cues.length > 0 ? <Transcript cues={cues} captionsSrc={captions} videoRef={videoRef} headingLevel={3} /> : null}
      <p className="max-w-3xl text-lg leading-relaxed text-slate-700">{video.summary}</p>
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
