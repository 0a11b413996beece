/** Every table, one file per feature. drizzle-kit reads this index to diff migrations. */
export * from "./seed-runs.js";
export * from "./assets.js";
export * from "./forms.js";
export * from "./downloads.js";
export * from "./accounts.js";
