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
import { clipMedia } from "~/lib/media";
import { pageMeta } from "~/site/seo";
import { videoObject } from "~/site/structured-data";
import type { Route } from "./+types/self-learning-video-lesson";

export const handle = { headerStyle: "position" };

/**
 * /{brand}-academy/self-learning-video/:id/* (not exact-matched: a deeper
 * path selects by its first segment). No loader: the catalogue ships with
 * the route, so every lesson is prerendered and an unknown slug, which the
 * server answers with the app shell, still shows "Video not found".
 */
export function meta({ params }: Route.MetaArgs) {
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
      thumbnailUrl: clipMedia(video.clip).poster,
    }),
  ];
}

export default function SelfLearningVideoLesson() {
  const { video } = useSelectedVideo();
  return (
    <SelfLearningScreen
      docUrl={selfLearningDocUrl()}
      currentPath={video ? academyVideoPath(video.slugPath) : selfLearningVideoPath}
    >
      {video ? <SelectedLesson key={video.slugPath} video={video} /> : <VideoNotFound />}
    </SelfLearningScreen>
  );
}
