/** Every table, one file per feature. drizzle-kit reads this index to diff migrations. */
export * from "./seed-runs.js";
