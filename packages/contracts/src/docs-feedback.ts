import { z } from "zod";
import { DOCS_FEEDBACK_COMMENT_MAX_LENGTH, docsPagePathPattern } from "./docs-feedback-rules.js";

/**
 * "Was this helpful?" under every docs page (issue 6, item 9).
 *
 *   POST /v1/public/docs-feedback  body DocsFeedback  → 201 DocsFeedbackStored
 *
 * On the app-management host (`APP_API_URL`). The answer is stored before the
 * reply is sent, so a 201 means it is committed. Errors use the shared
 * ApiError shape: 400 names the invalid field in `issues` (path = field
 * name); 429 past DOCS_FEEDBACK_PER_MINUTE answers a minute from one address.
 * Path and limits: docs-feedback-rules.ts.
 */

export const DocsFeedbackSchema = z.strictObject({
  path: z
    .string({ error: "Name the docs page, like /docs/<section>/<page>" })
    .max(200, { error: "Name the docs page, like /docs/<section>/<page>" })
    .regex(docsPagePathPattern, { error: "Name the docs page, like /docs/<section>/<page>" }),
  helpful: z.boolean({ error: "Answer yes or no" }),
  comment: z
    .string({ error: "Write the comment as text" })
    .trim()
    .max(DOCS_FEEDBACK_COMMENT_MAX_LENGTH, {
      error: `Keep the comment under ${DOCS_FEEDBACK_COMMENT_MAX_LENGTH} characters`,
    })
    // An empty or blank comment is no comment.
    .transform((comment) => (comment === "" ? undefined : comment))
    .optional(),
});
export type DocsFeedbackInput = z.input<typeof DocsFeedbackSchema>;
export type DocsFeedback = z.infer<typeof DocsFeedbackSchema>;

export const DocsFeedbackStoredSchema = z.object({
  status: z.literal("Success"),
  id: z.uuid(),
});
export type DocsFeedbackStored = z.infer<typeof DocsFeedbackStoredSchema>;
