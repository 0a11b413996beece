import { site } from "@ignitest/contracts";
import {
  academyVideoPath,
  findAcademyVideo,
  selfLearningDocUrl,
  selfLearningVideoPath,
} from "~/features/academy/catalogue";
import { SelectedLesson } from "~/features/academy/components/selected-lesson";
import { SelfLearningScreen } from "~/features/academy/components/self-learning-screen";
import { VideoNotFound } from "~/features/academy/components/video-not-found";
import { useSelectedVideo } from "~/features/academy/hooks/use-selected-video";
import type { LessonQuestion } from "~/features/academy/lesson-quiz/lesson-question";
import { lessonQuestionsOf } from "~/features/academy/lesson-quiz/lesson-questions.server";
import { type Chapter, lessonMedia, type TranscriptCue } from "~/features/lesson-media";
import { clockLabel, readLessonMedia, sentenceParagraphs } from "~/features/lesson-media/index.server";
import { pageMeta } from "~/site/seo";
import { videoObject } from "~/site/structured-data";
import type { Route } from "./+types/self-learning-video-lesson";

export const handle = { headerStyle: "position" };

/**
 * /{brand}-academy/self-learning-video/:id/* (not exact-matched: a deeper
 * path selects by its first segment). The catalogue ships with the route;
 * the build-time loader adds only the lesson's transcript (its caption
 * cues), chapters, length and render day, so each lesson is prerendered with
 * them and the page carries no other lesson's text. An unknown slug, which
 * the server answers with the app shell, has no data and still shows "Video
 * not found".
 */
export function loader({ params }: Route.LoaderArgs): LessonData {
  const video = findAcademyVideo(params.id);
  if (!video) return noLesson;
  const media = readLessonMedia(video.slugPath);
  return {
    // The transcript's paragraphs: whole sentences, each starting at its first cue.
    cues: sentenceParagraphs(media.cues),
    chapters: media.chapters.map((chapter) => ({
      at: clockLabel(chapter.start),
      seconds: chapter.start,
      title: chapter.text,
    })),
    duration: clockLabel(media.duration),
    uploadDate: media.rendered,
    questions: lessonQuestionsOf(video.slugPath),
  };
}

type LessonData = {
  cues: TranscriptCue[];
  chapters: Chapter[];
  duration: string | undefined;
  uploadDate: string | undefined;
  questions: LessonQuestion[];
};
const noLesson: LessonData = { cues: [], chapters: [], duration: undefined, uploadDate: undefined, questions: [] };

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch {
    // No prerendered data: an unknown slug (or a deeper path), which shows "Video not found" or plays without a transcript.
    return noLesson;
  }
}
export function meta({ params, loaderData }: Route.MetaArgs) {
  const video = findAcademyVideo(params.id);
  if (!video) {
    return [
      { title: `Video not found | ${site.name} Academy` },
      { name: "description", content: "No self-learning video has this address. Choose a lesson from the menu." },
      { name: "robots", content: "noindex" },
    ];
  }
  return [
    ...pageMeta({
      title: `${video.title}: Self Learning Videos | ${site.name} Academy`,
      description: video.summary,
      path: academyVideoPath(video.slugPath),
    }),
    { property: "og:video", content: video.videoId },
    videoObject({
      name: video.title,
      description: video.summary,
      path: academyVideoPath(video.slugPath),
      contentUrl: video.videoId,
      thumbnailUrl: lessonMedia(video.slugPath).poster,
      duration: loaderData?.duration,
      uploadDate: loaderData?.uploadDate,
    }),
  ];
}

export default function SelfLearningVideoLesson({ loaderData }: Route.ComponentProps) {
  const { video } = useSelectedVideo();
  return (
    <SelfLearningScreen
      docUrl={selfLearningDocUrl()}
      currentPath={video ? academyVideoPath(video.slugPath) : selfLearningVideoPath}
    >
      {video ? (
        <SelectedLesson
          key={video.slugPath}
          video={video}
          cues={loaderData.cues}
          chapters={loaderData.chapters}
          questions={loaderData.questions}
        />
      ) : (
        <VideoNotFound />
      )}
    </SelfLearningScreen>
  );
}
