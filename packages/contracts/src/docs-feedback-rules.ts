/**
 * The rules of "Was this helpful?" that pages need without zod: every docs
 * page imports these, so they live apart from the schemas (a module with
 * top-level zod calls would pull zod, ~25 KB gzip, into every docs page).
 */

export const docsFeedbackPath = "/v1/public/docs-feedback";

export const DOCS_FEEDBACK_COMMENT_MAX_LENGTH = 1000;
export const DOCS_FEEDBACK_PER_MINUTE = 10;

/** /docs/<section>/<page>: lowercase hyphenated slugs, as the docs engine names its pages. */
export const docsPagePathPattern = /^\/docs\/[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*$/;
