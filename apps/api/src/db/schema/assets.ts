import type { NlpInput, NlpOutput, NlpScenario } from "@ignitest/contracts";
import { index, integer, jsonb, pgTable, primaryKey, real, text, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The assets catalogue (docs/product/calls.md#assets-service). Read-only at run
 * time: every row comes from the assets seed set. Ids are readable slugs
 * ("click-on-element") so links stay stable across re-seeding.
 */

export const assetTypes = pgTable("asset_types", {
  id: text("id").primaryKey(),
  /** Nlps, Elements or StepGroups. */
  type: text("type").notNull().unique(),
  position: integer("position").notNull(),
});

/** A catalogue card: a group of NLPs, elements or step groups. */
export const assetCategories = pgTable(
  "asset_categories",
  {
    id: text("id").primaryKey(),
    typeId: text("type_id")
      .notNull()
      .references(() => assetTypes.id),
    title: text("title").notNull(),
    shortDescription: text("short_description").notNull(),
    description: text("description").notNull(),
    rating: real("rating").notNull(),
    /**
     * How many ratings `rating` is the mean of (an NLP card: the sum of its NLPs').
     * The default only fills rows seeded before counts were recorded (0005); the
     * seed always writes it, and the assets-rating-counts seed set fills those rows.
     */
    ratingCount: integer("rating_count").notNull().default(0),
    iconS3Path: text("icon_s3_path"),
    /** Union of the tags of the items inside. */
    assetsTags: text("assets_tags").array().notNull(),
    itemCount: integer("item_count").notNull(),
    /** Drives the most-used ordering. */
    usageCount: integer("usage_count").notNull(),
    position: integer("position").notNull(),
  },
  (table) => [
    index("asset_categories_type_idx").on(table.typeId, table.position),
    uniqueIndex("asset_categories_type_title_idx").on(table.typeId, table.title),
  ],
);

export const nlps = pgTable(
  "nlps",
  {
    id: text("id").primaryKey(),
    categoryId: text("category_id")
      .notNull()
      .references(() => assetCategories.id),
    name: text("name").notNull().unique(),
    shortDescription: text("short_description").notNull(),
    description: text("description").notNull(),
    inputs: jsonb("inputs").$type<NlpInput[]>().notNull(),
    outputs: jsonb("outputs").$type<NlpOutput[]>().notNull(),
    platforms: text("platforms").array().notNull(),
    assetsTags: text("assets_tags").array().notNull(),
    tags: text("tags").array().notNull(),
    rating: real("rating").notNull(),
    /** How many ratings `rating` is the mean of (default as on asset_categories). */
    ratingCount: integer("rating_count").notNull().default(0),
    sinceVersion: text("since_version").notNull(),
    position: integer("position").notNull(),
  },
  (table) => [index("nlps_category_idx").on(table.categoryId, table.position)],
);

export const nlpScenarios = pgTable(
  "nlp_scenarios",
  {
    nlpId: text("nlp_id")
      .notNull()
      .references(() => nlps.id),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    steps: jsonb("steps").$type<NlpScenario["steps"]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.nlpId, table.position] })],
);

export const nlpFaqs = pgTable(
  "nlp_faqs",
  {
    nlpId: text("nlp_id")
      .notNull()
      .references(() => nlps.id),
    position: integer("position").notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
  },
  (table) => [primaryKey({ columns: [table.nlpId, table.position] })],
);

export type StoredLocator = { strategy: string; value: string };

export const assetElements = pgTable(
  "asset_elements",
  {
    id: text("id").primaryKey(),
    categoryId: text("category_id")
      .notNull()
      .references(() => assetCategories.id),
    name: text("name").notNull(),
    shortDescription: text("short_description").notNull(),
    description: text("description").notNull(),
    page: text("page").notNull(),
    platform: text("platform").notNull(),
    locators: jsonb("locators").$type<StoredLocator[]>().notNull(),
    position: integer("position").notNull(),
  },
  (table) => [index("asset_elements_category_idx").on(table.categoryId, table.position)],
);

export const stepGroups = pgTable(
  "step_groups",
  {
    id: text("id").primaryKey(),
    categoryId: text("category_id")
      .notNull()
      .references(() => assetCategories.id),
    name: text("name").notNull(),
    shortDescription: text("short_description").notNull(),
    description: text("description").notNull(),
    platforms: text("platforms").array().notNull(),
    position: integer("position").notNull(),
  },
  (table) => [index("step_groups_category_idx").on(table.categoryId, table.position)],
);

export type StoredStepInput = { name: string; value: string };

export const stepGroupSteps = pgTable(
  "step_group_steps",
  {
    stepGroupId: text("step_group_id")
      .notNull()
      .references(() => stepGroups.id),
    position: integer("position").notNull(),
    nlpId: text("nlp_id")
      .notNull()
      .references(() => nlps.id),
    inputs: jsonb("inputs").$type<StoredStepInput[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.stepGroupId, table.position] })],
);
