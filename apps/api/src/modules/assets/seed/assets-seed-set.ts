import type { AssetTag, Platform } from "@ignitest/contracts";
import type { Database } from "../../../db/client.js";
import {
  assetCategories,
  assetElements,
  assetTypes,
  nlpFaqs,
  nlpScenarios,
  nlps,
  stepGroupSteps,
  stepGroups,
} from "../../../db/schema/index.js";
import type { SeedSet } from "../../../db/seed.js";
import { invalidateAssetCaches } from "../assets-cache.js";
import { invalidateSearchIndexes, warmSearchIndexes } from "../search-index.js";
import { assetTypeIds, catalogue } from "./catalogue.js";

/**
 * Maps the catalogue's data files (content/assets, read by catalogue.ts) to
 * rows. Only what is derived lives here: filter tags from platforms, an NLP
 * card's rating and rating count (from its NLPs', see combinedRating), item
 * counts and positions.
 */

/** Filter tags from platforms: Web_And_Mobile when it runs on the web and on a mobile platform. */
export function tagsForPlatforms(platforms: readonly Platform[]): AssetTag[] {
  const tags: AssetTag[] = [];
  const web = platforms.includes("Web");
  const mobile = platforms.includes("Android") || platforms.includes("iOS");
  if (web) tags.push("Web");
  if (web && mobile) tags.push("Web_And_Mobile");
  if (platforms.includes("Android")) tags.push("Android");
  if (platforms.includes("iOS")) tags.push("iOS");
  return tags;
}

export type RatedItem = { rating: number; ratingCount: number };

/**
 * An NLP card's rating from its NLPs': the count is the sum of their counts,
 * the rating their mean weighted by count (an NLP rated by 800 people weighs
 * more than one rated by 6, as if the card held all their ratings), rounded
 * to the nearest half star. Items without a count (rows kept from before
 * counts were recorded) fall back to the plain mean.
 */
export function combinedRating(items: readonly RatedItem[]): RatedItem {
  const ratingCount = items.reduce((sum, item) => sum + item.ratingCount, 0);
  if (items.length === 0) return { rating: 4, ratingCount: 0 };
  const mean =
    ratingCount > 0
      ? items.reduce((sum, item) => sum + item.rating * item.ratingCount, 0) / ratingCount
      : items.reduce((sum, item) => sum + item.rating, 0) / items.length;
  return { rating: Math.round(mean * 2) / 2, ratingCount };
}

/** Inserts in slices: one statement must stay under Postgres's 65,535 bind parameters. */
async function insertAll<T>(rows: T[], insert: (slice: T[]) => Promise<unknown>, sliceSize = 400) {
  for (let start = 0; start < rows.length; start += sliceSize) {
    await insert(rows.slice(start, start + sliceSize));
  }
}

function unionTags(lists: AssetTag[][]): AssetTag[] {
  const order: AssetTag[] = ["Web", "Web_And_Mobile", "Android", "iOS"];
  const present = new Set(lists.flat());
  return order.filter((tag) => present.has(tag));
}

/** Writes the whole catalogue from content/assets. Runs once, in the seed transaction. */
export async function seedAssetsCatalogue(db: Database) {
  await db.insert(assetTypes).values([
    { id: assetTypeIds.Nlps, type: "Nlps", position: 1 },
    { id: assetTypeIds.Elements, type: "Elements", position: 2 },
    { id: assetTypeIds.StepGroups, type: "StepGroups", position: 3 },
  ]);
  let position = 0;
  const nlpIdsByName = new Map<string, string>();

  for (const category of catalogue.nlpCategories) {
    const rows = category.nlps.map((nlp, index) => {
      nlpIdsByName.set(nlp.name, nlp.id);
      return {
        id: nlp.id,
        categoryId: category.id,
        name: nlp.name,
        shortDescription: nlp.shortDescription,
        description: nlp.description,
        inputs: nlp.inputs,
        outputs: nlp.outputs,
        platforms: nlp.platforms,
        assetsTags: tagsForPlatforms(nlp.platforms),
        tags: nlp.tags,
        rating: nlp.rating,
        ratingCount: nlp.ratingCount,
        sinceVersion: nlp.sinceVersion,
        position: index,
      };
    });
    await db.insert(assetCategories).values({
      id: category.id,
      typeId: assetTypeIds.Nlps,
      title: category.title,
      shortDescription: category.shortDescription,
      description: category.description,
      ...combinedRating(rows),
      iconS3Path: category.iconS3Path ?? null,
      assetsTags: unionTags(rows.map((row) => row.assetsTags)),
      itemCount: rows.length,
      usageCount: category.usageCount,
      position: position++,
    });
    await insertAll(rows, (slice) => db.insert(nlps).values(slice));
    const scenarios = category.nlps.flatMap((nlp) =>
      nlp.scenarios.map((scenario, index) => ({ nlpId: nlp.id, position: index, ...scenario })),
    );
    await insertAll(scenarios, (slice) => db.insert(nlpScenarios).values(slice));
    const faqs = category.nlps.flatMap((nlp) =>
      nlp.faqs.map((faq, index) => ({ nlpId: nlp.id, position: index, ...faq })),
    );
    await insertAll(faqs, (slice) => db.insert(nlpFaqs).values(slice));
  }

  for (const category of catalogue.elementCategories) {
    const platforms = [...new Set(category.elements.map((element) => element.platform))];
    await db.insert(assetCategories).values({
      id: category.id,
      typeId: assetTypeIds.Elements,
      title: category.title,
      shortDescription: category.shortDescription,
      description: category.description,
      rating: category.rating,
      ratingCount: category.ratingCount,
      iconS3Path: category.iconS3Path ?? null,
      assetsTags: tagsForPlatforms(platforms),
      itemCount: category.elements.length,
      usageCount: category.usageCount,
      position: position++,
    });
    await db.insert(assetElements).values(
      category.elements.map((element, index) => ({
        categoryId: category.id,
        ...element,
        position: index,
      })),
    );
  }

  for (const category of catalogue.stepGroupCategories) {
    await db.insert(assetCategories).values({
      id: category.id,
      typeId: assetTypeIds.StepGroups,
      title: category.title,
      shortDescription: category.shortDescription,
      description: category.description,
      rating: category.rating,
      ratingCount: category.ratingCount,
      iconS3Path: category.iconS3Path ?? null,
      assetsTags: unionTags(category.stepGroups.map((group) => tagsForPlatforms(group.platforms))),
      itemCount: category.stepGroups.length,
      usageCount: category.usageCount,
      position: position++,
    });
    await db.insert(stepGroups).values(
      category.stepGroups.map(({ steps: _steps, ...group }, index) => ({
        categoryId: category.id,
        ...group,
        position: index,
      })),
    );
    const steps = category.stepGroups.flatMap((group) =>
      group.steps.map((step, index) => {
        const stepNlpId = nlpIdsByName.get(step.nlp);
        if (!stepNlpId) throw new Error(`Step group "${group.name}" uses unknown NLP "${step.nlp}"`);
        return {
          stepGroupId: group.id,
          position: index,
          nlpId: stepNlpId,
          inputs: Object.entries(step.inputs ?? {}).map(([name, value]) => ({ name, value })),
        };
      }),
    );
    await insertAll(steps, (slice) => db.insert(stepGroupSteps).values(slice));
  }
  invalidateAssetCaches();
  invalidateSearchIndexes();
}

export const assetsSeedSet: SeedSet = {
  name: "assets-catalogue-v1",
  run: seedAssetsCatalogue,
  // Again once committed: a search or GET answered while the seed's transaction was open saw the old catalogue.
  afterCommit() {
    invalidateAssetCaches();
    warmSearchIndexes();
  },
};
