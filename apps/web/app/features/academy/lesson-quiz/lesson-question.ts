import { z } from "zod";

/**
 * A question after an academy lesson (content/academy/lesson-questions/):
 * its options, the index of the one right answer and why it is right. Asked
 * and checked on the lesson page, with no server call; written apart from the
 * certification bank, whose answers never reach the browser.
 */
export const LessonQuestionSchema = z.strictObject({
  text: z.string().trim().min(10),
  options: z
    .array(z.string().trim().min(1))
    .min(2)
    .max(5)
    .refine((options) => new Set(options).size === options.length, "options must differ"),
  answer: z.int().min(0),
  explanation: z.string().trim().min(20),
});
export type LessonQuestion = z.infer<typeof LessonQuestionSchema>;
