import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import { assetCategories, nlps } from "../../../db/schema/index.js";
import type { SeedSet } from "../../../db/seed.js";
import { invalidateAssetCaches } from "../assets-cache.js";
import { invalidateSearchIndexes, warmSearchIndexes } from "../search-index.js";
import { combinedRating } from "./assets-seed-set.js";
import { assetTypeIds, catalogue } from "./catalogue.js";

/**
 * Rating counts for a database whose catalogue was seeded before they were
 * recorded (migration 0005 gave those rows rating_count 0). The catalogue is
 * seeded once, so without this such a database would show every rating with
 * no count. Rows still at 0 take their count from content/assets by id, and
 * each NLP card then takes its count and weighted rating from its NLPs
 * (combinedRating), as a fresh seed writes them. On a fresh database
 * (seeded with counts) it finds no row at 0 and writes nothing.
 */
export async function backfillRatingCounts(db: Database) {
  const uncounted = (await db.select({ id: nlps.id }).from(nlps).where(eq(nlps.ratingCount, 0))).map((row) => row.id);
  const uncountedCards = await db
    .select({ id: assetCategories.id, typeId: assetCategories.typeId })
    .from(assetCategories)
    .where(eq(assetCategories.ratingCount, 0));
  if (uncounted.length === 0 && uncountedCards.length === 0) return;

  const nlpCounts = new Map(
    catalogue.nlpCategories.flatMap((category) => category.nlps.map((nlp) => [nlp.id, nlp.ratingCount] as const)),
  );
  // Once per old database, so one statement a row is fine.
  for (const id of uncounted) {
    const count = nlpCounts.get(id);
    // An NLP the catalogue no longer lists keeps 0: the answer says it has no counted ratings.
    if (count !== undefined) await db.update(nlps).set({ ratingCount: count }).where(eq(nlps.id, id));
  }

  const cardCounts = new Map(
    [...catalogue.elementCategories, ...catalogue.stepGroupCategories].map((card) => [card.id, card.ratingCount]),
  );
  const nlpCards = uncountedCards.filter((card) => card.typeId === assetTypeIds.Nlps).map((card) => card.id);
  for (const card of uncountedCards) {
    const count = cardCounts.get(card.id);
    if (card.typeId !== assetTypeIds.Nlps && count !== undefined) {
      await db.update(assetCategories).set({ ratingCount: count }).where(eq(assetCategories.id, card.id));
    }
  }
  if (nlpCards.length === 0) return;
  const items = await db
    .select({ categoryId: nlps.categoryId, rating: nlps.rating, ratingCount: nlps.ratingCount })
    .from(nlps)
    .where(inArray(nlps.categoryId, nlpCards));
  for (const id of nlpCards) {
    const combined = combinedRating(items.filter((item) => item.categoryId === id));
    await db
      .update(assetCategories)
      .set(combined)
      .where(and(eq(assetCategories.id, id), eq(assetCategories.ratingCount, 0)));
  }
}

export const ratingCountsSeedSet: SeedSet = {
  name: "assets-rating-counts-v1",
  run: async (db) => {
    await backfillRatingCounts(db);
    invalidateAssetCaches();
    invalidateSearchIndexes();
  },
  afterCommit() {
    invalidateAssetCaches();
    warmSearchIndexes();
  },
};
