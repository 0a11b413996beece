import { z } from "zod";
import { sampleClipIds } from "../../lib/sample-clips";
import { timestampPattern, toSeconds } from "./timestamps";

const Timestamp = z.string().regex(timestampPattern, 'write times as "m:ss", e.g. "0:05"');

const ChapterSchema = z.strictObject({
  at: Timestamp,
  title: z.string().trim().min(3).max(60),
});

/** The front matter of content/video-tutorials/<group>/<topic>.md; anything else in it is an error. */
export const TutorialFrontMatterSchema = z
  .strictObject({
    title: z.string().trim().min(10).max(70),
    description: z.string().trim().min(110).max(160),
    order: z.int().min(1).max(99),
    clip: z.enum(sampleClipIds),
    duration: Timestamp,
    chapters: z.array(ChapterSchema).min(2).max(12),
  })
  .check((context) => {
    const { chapters, duration } = context.value;
    const times = chapters.map((chapter) => toSeconds(chapter.at));
    if (times[0] !== 0)
      context.issues.push({
        code: "custom",
        input: chapters,
        path: ["chapters"],
        message: "the first chapter starts at 0:00",
      });
    if (times.some((time, index) => index > 0 && time <= (times[index - 1] ?? 0))) {
      context.issues.push({
        code: "custom",
        input: chapters,
        path: ["chapters"],
        message: "chapters run in ascending time order",
      });
    }
    if (times.some((time) => time >= toSeconds(duration))) {
      context.issues.push({
        code: "custom",
        input: chapters,
        path: ["chapters"],
        message: "every chapter starts before the end of the video",
      });
    }
  });
export type TutorialFrontMatter = z.infer<typeof TutorialFrontMatterSchema>;

/** File names become the last URL segment: lowercase words joined by hyphens. */
export const topicSlugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
