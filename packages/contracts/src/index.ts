export * from "./country.js";
export * from "./health.js";
export * from "./site.js";
