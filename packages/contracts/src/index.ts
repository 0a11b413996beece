export * from "./country.js";
export * from "./health.js";
export * from "./site.js";
export * from "./assets.js";
export * from "./forms.js";
export * from "./downloads.js";
export * from "./plans.js";
export * from "./accounts.js";
