import { assetsSeedSet } from "../modules/assets/seed/assets-seed-set.js";
import { ratingCountsSeedSet } from "../modules/assets/seed/rating-counts-seed-set.js";
import type { SeedSet } from "./seed.js";

/**
 * Seed sets applied on first start, in order. Each module that owns seeded
 * data (the assets catalogue, …) adds its set here.
 */
export const seedSets: readonly SeedSet[] = [assetsSeedSet, ratingCountsSeedSet];
