/** Every table, one file per feature. drizzle-kit reads this index to diff migrations. */

export * from "./academy.js";
export * from "./accounts.js";
export * from "./assets.js";
export * from "./docs-feedback.js";
export * from "./downloads.js";
export * from "./forms.js";
export * from "./idempotency.js";
export * from "./outbox.js";
export * from "./rate-limits.js";
export * from "./seed-runs.js";
