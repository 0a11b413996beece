import { z } from "zod";
import {
  AssetIdSchema,
  AssetTagSchema,
  assetsEnvelope,
  PlatformSchema,
  queryInt,
  RatingCountSchema,
  RatingSchema,
  SearchKeySchema,
  SinceVersionSchema,
  TagsFilterSchema,
  TitleQuerySchema,
} from "./shared.js";
import { nlpSearchLimit, pageLimits } from "./values.js";

/** The items inside a card (NLPs, elements, step groups) and an NLP's full record, its scenarios and FAQs. */
// ---------- Sub-categories (items inside a card) ----------

/** An NLP inside a card or a search result (docs/product/data.md#nlp-item: _id, nlpName, shortDescription). */
export const NlpItemSchema = z.object({
  kind: z.literal("nlp"),
  _id: AssetIdSchema,
  nlpName: z.string().min(1),
  shortDescription: z.string().min(1),
  rating: RatingSchema,
  ratingCount: RatingCountSchema,
  assetsTags: z.array(AssetTagSchema),
});
export type NlpItem = z.infer<typeof NlpItemSchema>;

export const ElementItemSchema = z.object({
  kind: z.literal("element"),
  _id: AssetIdSchema,
  name: z.string().min(1),
  shortDescription: z.string().min(1),
  /** The page or screen of the sample app the element belongs to. */
  page: z.string().min(1),
  platform: PlatformSchema,
});
export type ElementItem = z.infer<typeof ElementItemSchema>;

export const StepGroupItemSchema = z.object({
  kind: z.literal("stepGroup"),
  _id: AssetIdSchema,
  name: z.string().min(1),
  shortDescription: z.string().min(1),
  stepCount: z.number().int().min(1),
  platforms: z.array(PlatformSchema),
});
export type StepGroupItem = z.infer<typeof StepGroupItemSchema>;

export const SubCategoryItemSchema = z.discriminatedUnion("kind", [
  NlpItemSchema,
  ElementItemSchema,
  StepGroupItemSchema,
]);
export type SubCategoryItem = z.infer<typeof SubCategoryItemSchema>;

/** GET /v1/public/sub-categories/by-title?title&typeId: the items of the card with that exact title (404 if none). */
export const SubCategoriesByTitleQuerySchema = z.object({ title: TitleQuerySchema, typeId: AssetIdSchema });
export type SubCategoriesByTitleQuery = z.input<typeof SubCategoriesByTitleQuerySchema>;
export const SubCategoriesByTitleResponseSchema = assetsEnvelope(z.array(SubCategoryItemSchema));
export type SubCategoriesByTitleResponse = z.infer<typeof SubCategoriesByTitleResponseSchema>;

/** GET /v1/public/sub-categories/short-description?title&typeId */
export const ShortDescriptionQuerySchema = SubCategoriesByTitleQuerySchema;
export type ShortDescriptionQuery = z.input<typeof ShortDescriptionQuerySchema>;
export const ShortDescriptionSchema = z.object({
  id: AssetIdSchema,
  title: z.string().min(1),
  shortDescription: z.string().min(1),
});
export const ShortDescriptionResponseSchema = assetsEnvelope(ShortDescriptionSchema);
export type ShortDescriptionResponse = z.infer<typeof ShortDescriptionResponseSchema>;

// ---------- NLP details ----------

export const NlpInputSchema = z.object({
  name: z.string().min(1),
  /** e.g. "Element", "Text", "Number", "URL", "Variable", "File", "Duration". */
  type: z.string().min(1),
  description: z.string().min(1),
  required: z.boolean(),
});
export type NlpInput = z.infer<typeof NlpInputSchema>;

export const NlpOutputSchema = z.object({
  name: z.string().min(1),
  type: z.string().min(1),
  description: z.string().min(1),
});
export type NlpOutput = z.infer<typeof NlpOutputSchema>;

/** A short worked example: steps as they read in a test script. */
export const NlpScenarioSchema = z.object({
  title: z.string().min(1),
  steps: z.array(z.string().min(1)).min(1),
});
export type NlpScenario = z.infer<typeof NlpScenarioSchema>;

export const NlpFaqSchema = z.object({ question: z.string().min(1), answer: z.string().min(1) });
export type NlpFaq = z.infer<typeof NlpFaqSchema>;

/** An NLP's full record. `description` is present only when asked for (description=true) or by title. */
export const NlpDetailSchema = z.object({
  nlpId: AssetIdSchema,
  title: z.string().min(1),
  shortDescription: z.string().min(1),
  description: z.string().min(1).optional(),
  inputs: z.array(NlpInputSchema),
  outputs: z.array(NlpOutputSchema),
  scenarios: z.array(NlpScenarioSchema),
  faqs: z.array(NlpFaqSchema),
  /** Platform compatibility. */
  platforms: z.array(PlatformSchema).min(1),
  assetsTags: z.array(AssetTagSchema).min(1),
  /** Keywords, e.g. ["click", "mouse"]. */
  tags: z.array(z.string().min(1)),
  rating: RatingSchema,
  ratingCount: RatingCountSchema,
  /** The product version that introduced the NLP. */
  sinceVersion: SinceVersionSchema,
  category: z.object({ id: AssetIdSchema, title: z.string().min(1) }),
});
export type NlpDetail = z.infer<typeof NlpDetailSchema>;

/** "true"/"false" in a query string, or a boolean. Absent means false. */
const QueryBooleanSchema = z
  .union([z.boolean(), z.enum(["true", "false"], { error: 'Expected "true" or "false"' })])
  .optional()
  .transform((value) => value === true || value === "true");

/** GET /v1/public/nlp-details?nlpId&description=true (404 when unknown). */
export const NlpDetailsQuerySchema = z.object({ nlpId: AssetIdSchema, description: QueryBooleanSchema });
export type NlpDetailsQuery = z.input<typeof NlpDetailsQuerySchema>;
export const NlpDetailResponseSchema = assetsEnvelope(NlpDetailSchema);
export type NlpDetailResponse = z.infer<typeof NlpDetailResponseSchema>;

/** GET /v1/public/nlp-details/scenarios?title&size and nlp-details/faqs?title&size (title = NLP name; size 1…100, default 10). */
export const NlpListQuerySchema = z.object({
  title: TitleQuerySchema,
  size: queryInt(1, pageLimits.maxSize, pageLimits.defaultSize),
});
export type NlpListQuery = z.input<typeof NlpListQuerySchema>;
export const NlpScenariosResponseSchema = assetsEnvelope(z.array(NlpScenarioSchema));
export type NlpScenariosResponse = z.infer<typeof NlpScenariosResponseSchema>;
export const NlpFaqsResponseSchema = assetsEnvelope(z.array(NlpFaqSchema));
export type NlpFaqsResponse = z.infer<typeof NlpFaqsResponseSchema>;

/** GET /v1/public/nlp-details/title/type-id?title&typeId: the NLP with that exact name (typeId: the Nlps type). */
export const NlpByTitleQuerySchema = z.object({ title: TitleQuerySchema, typeId: AssetIdSchema });
export type NlpByTitleQuery = z.input<typeof NlpByTitleQuerySchema>;

export const NlpSearchBodySchema = z.object({ key: SearchKeySchema, assetsTags: TagsFilterSchema });
export type NlpSearchBody = z.input<typeof NlpSearchBodySchema>;
export const NlpSearchResponseSchema = assetsEnvelope(z.array(NlpItemSchema).max(nlpSearchLimit));
export type NlpSearchResponse = z.infer<typeof NlpSearchResponseSchema>;
