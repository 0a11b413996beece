import type { SeedSet } from "./db/seed.js";
import { assetsSeedSets } from "./modules/assets/index.js";

/**
 * Every module's seed sets, in the order main.ts applies them on first start
 * (src/db/seed.ts runs each once and records it in seed_runs). A module that
 * seeds data owns its sets, exports them from its index.ts and lists them
 * here, the way app.ts registers its routes; src/db never imports a module.
 */
export const seedSets: readonly SeedSet[] = [...assetsSeedSets];
