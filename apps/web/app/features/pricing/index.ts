// The pricing feature's public entry: what the rest of the site may use.
export { type PlanFact, planFact } from "./comparison";
