import type { SidebarEntry } from "~/components/sidebar/sidebar-entry";
import type { Chapter, TranscriptCue } from "~/features/lesson-media";
import type { TutorialGroupId } from "./groups";

export type TutorialChapter = Chapter;

/** One rendered video tutorial. */
export type Tutorial = {
  group: TutorialGroupId;
  groupTitle: string;
  topic: string;
  /** /video-tutorial/<group segment>/<topic> */
  path: string;
  title: string;
  description: string;
  order: number;
  /** Its lesson script's id, "<group>/<topic>", which names its media files. */
  mediaId: string;
  /** "m:ss", the rendered video's length. */
  duration: string;
  /** YYYY-MM-DD, the day the video was rendered (its uploadDate). */
  uploadDate: string;
  /** One a scene of the script, timed from the rendered video. */
  chapters: TutorialChapter[];
  /** The caption cues joined into whole sentences, shown as the transcript. */
  cues: TranscriptCue[];
  /** Words of the written summary, for the content check. */
  words: number;
  /** The written summary, rendered to HTML at build time. */
  html: string;
};

/** A tutorial as lists and prev/next links show it. */
export type TutorialLink = Pick<Tutorial, "path" | "title" | "description" | "duration" | "groupTitle" | "mediaId"> & {
  chapterCount: number;
};

export type TutorialView = {
  tutorial: Tutorial;
  previous: TutorialLink | null;
  next: TutorialLink | null;
  sidebar: SidebarEntry[];
};

export type TutorialGroupSummary = {
  id: TutorialGroupId;
  title: string;
  summary: string;
  tutorials: TutorialLink[];
};
