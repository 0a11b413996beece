import { z } from "zod";

/**
 * The front matter of content/video-tutorials/<group>/<topic>.md; anything else in it is an error.
 * The video, its length and its chapters come from the tutorial's lesson script
 * (content/lessons/tutorials/<group>/<topic>.yaml), rendered by `npm run media`.
 */
export const TutorialFrontMatterSchema = z.strictObject({
  title: z.string().trim().min(10).max(70),
  description: z.string().trim().min(110).max(160),
  order: z.int().min(1).max(99),
});
export type TutorialFrontMatter = z.infer<typeof TutorialFrontMatterSchema>;

/** File names become the last URL segment: lowercase words joined by hyphens. */
export const topicSlugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
