// The assets service's contracts, one file per group of calls (shared.ts has the envelope and paging).
export * from "./catalogue-source.js";
export * from "./categories.js";
export * from "./details.js";
export * from "./items.js";
export * from "./shared.js";
export * from "./site-copy.js";
export * from "./values.js";
