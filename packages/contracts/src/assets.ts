import { z } from "zod";

/**
 * The assets service (SPEC section 7, "Assets service"): every call is under
 * /v1/public/… and public.
 *
 * Success bodies use the product's envelope:
 *   { responseCode: 200, message: "SUCCESS", responseObject: … }
 * Error bodies are the shared ApiError ({ statusCode, error, message, issues? },
 * see health.ts), the same as every other API module:
 *   400 bad query/body (message names the field), 404 unknown id or title,
 *   503 the test-only fault switch (cookie `ignitest-fault=assets` with
 *   ENABLE_TEST_FAULTS=true on the API).
 *
 * Read-mostly GETs send an `ETag` and answer 304 to a matching If-None-Match.
 *
 * Model: a *category* is a card of the catalogue (an asset of type Nlps,
 * Elements or StepGroups); its *sub-categories* are the items inside it (NLPs,
 * elements or step groups). An NLP's full record is its *nlp-details*.
 */

// ---------- Shared values ----------

/** The three asset types; GET assets-types maps each to its id. */
export const AssetTypeNameSchema = z.enum(["Nlps", "Elements", "StepGroups"]);
export type AssetTypeName = z.infer<typeof AssetTypeNameSchema>;

/** The filter tags an asset carries (SPEC: asset filter values without "all"). */
export const AssetTagSchema = z.enum(["Web", "Web_And_Mobile", "Android", "iOS"]);
export type AssetTag = z.infer<typeof AssetTagSchema>;

/** The `key` of the listing routes (/nlp's?key=…, /step-groups?key=…, /elements?key=…). */
export const AssetFilterKeySchema = z.enum(["all", "web", "webandmobile", "android", "ios"]);
export type AssetFilterKey = z.infer<typeof AssetFilterKeySchema>;

/** Route filter key → API tag; "all" has no tag (use categories/type instead of categories/filter). */
export const assetTagByFilterKey: Record<AssetFilterKey, AssetTag | null> = {
  all: null,
  web: "Web",
  webandmobile: "Web_And_Mobile",
  android: "Android",
  ios: "iOS",
};

/** Where an NLP or step group runs. An NLP that runs on Web and a mobile platform is also tagged Web_And_Mobile. */
export const PlatformSchema = z.enum(["Web", "Android", "iOS"]);
export type Platform = z.infer<typeof PlatformSchema>;

/** Product versions that introduced NLPs. */
export const sinceVersions = ["1.0", "1.1", "1.2", "1.3", "1.4", "1.5", "2.0", "2.1", "2.2"] as const;
export const SinceVersionSchema = z.enum(sinceVersions);
export type SinceVersion = z.infer<typeof SinceVersionSchema>;

/** Ids are lower-case slugs, e.g. "nlps", "mouse-and-click-actions", "click-on-element". */
export const AssetIdSchema = z
  .string()
  .trim()
  .min(1, "Required")
  .max(120, "Too long (at most 120 characters)")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Expected an id made of lower-case letters, digits and dashes");

/** Star rating, 0–5 in half stars (3.5, 4, 4.5 …). */
export const RatingSchema = z
  .number()
  .min(0)
  .max(5)
  .refine((value) => Number.isInteger(value * 2), "Ratings are in half stars");

const TitleQuerySchema = z.string().trim().min(1, "Required").max(200, "Too long (at most 200 characters)");

/** A whole number in a query string ("3") or a number (when a client builds the query). */
function queryInt(min: number, max: number, fallback: number) {
  return z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+$/, "Expected a whole number"),
    ])
    .optional()
    .transform((value) => (value === undefined ? fallback : Number(value)))
    .pipe(
      z.number().int("Expected a whole number").min(min, `Must be at least ${min}`).max(max, `Must be at most ${max}`),
    );
}

/** Paging bounds: page 0…10000 (default 0), size 1…100 (default 10). Outside them: 400. */
export const pageLimits = { maxPage: 10_000, maxSize: 100, defaultSize: 10 } as const;

export const PageQuerySchema = z.object({
  page: queryInt(0, pageLimits.maxPage, 0),
  size: queryInt(1, pageLimits.maxSize, pageLimits.defaultSize),
});
export type PageQuery = z.input<typeof PageQuerySchema>;

/** The success envelope of every assets call. */
export function assetsEnvelope<T extends z.ZodType>(responseObject: T) {
  return z.object({
    responseCode: z.literal(200),
    message: z.literal("SUCCESS"),
    responseObject,
  });
}

/** A page of `content` with its position in the whole list. */
export function pagedContent<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    page: z.number().int().min(0),
    size: z.number().int().min(1),
    totalElements: z.number().int().min(0),
    totalPages: z.number().int().min(0),
    last: z.boolean(),
  });
}

// ---------- Asset types ----------

export const AssetTypeSchema = z.object({ id: AssetIdSchema, type: AssetTypeNameSchema });
export type AssetType = z.infer<typeof AssetTypeSchema>;

/** GET /v1/public/assets-types */
export const AssetTypesResponseSchema = assetsEnvelope(z.array(AssetTypeSchema));
export type AssetTypesResponse = z.infer<typeof AssetTypesResponseSchema>;

// ---------- Categories (catalogue cards) ----------

/** A catalogue card (SPEC "Asset (list item)"). itemCount: NLPs, elements or step groups inside it. */
export const AssetListItemSchema = z.object({
  id: AssetIdSchema,
  title: z.string().min(1),
  shortDescription: z.string().min(1),
  rating: RatingSchema,
  typeId: AssetIdSchema,
  /** An icon served by the site (e.g. "/assets-icons/excel.svg"), or null for the type's default icon. */
  iconS3Path: z.string().nullable(),
  assetsTags: z.array(AssetTagSchema),
  itemCount: z.number().int().min(0),
});
export type AssetListItem = z.infer<typeof AssetListItemSchema>;

/** A card with its long description and type name (GET categories/{id}). */
export const CategoryDetailSchema = AssetListItemSchema.extend({
  description: z.string().min(1),
  typeName: AssetTypeNameSchema,
});
export type CategoryDetail = z.infer<typeof CategoryDetailSchema>;

export const PagedAssetListSchema = pagedContent(AssetListItemSchema);
export type PagedAssetList = z.infer<typeof PagedAssetListSchema>;

/** GET /v1/public/categories/most-used?page=0&size=16: cards of every type, most used first. */
export const MostUsedQuerySchema = PageQuerySchema;
export const MostUsedResponseSchema = assetsEnvelope(z.array(AssetListItemSchema));
export type MostUsedResponse = z.infer<typeof MostUsedResponseSchema>;

/** GET /v1/public/categories/type?typeId&page&size */
export const CategoriesByTypeQuerySchema = PageQuerySchema.extend({ typeId: AssetIdSchema });
export type CategoriesByTypeQuery = z.input<typeof CategoriesByTypeQuerySchema>;

/** GET /v1/public/categories/filter?assetsTag&page&size&typeId: only cards carrying that tag. */
export const CategoriesFilterQuerySchema = PageQuerySchema.extend({
  typeId: AssetIdSchema,
  assetsTag: AssetTagSchema,
});
export type CategoriesFilterQuery = z.input<typeof CategoriesFilterQuerySchema>;

/** Answer of categories/type, categories/filter and POST categories/search. */
export const PagedAssetListResponseSchema = assetsEnvelope(PagedAssetListSchema);
export type PagedAssetListResponse = z.infer<typeof PagedAssetListResponseSchema>;

/** GET /v1/public/categories/{id} (404 when unknown). */
export const CategoryParamsSchema = z.object({ id: AssetIdSchema });
export const CategoryResponseSchema = assetsEnvelope(CategoryDetailSchema);
export type CategoryResponse = z.infer<typeof CategoryResponseSchema>;

const SearchKeySchema = z
  .string({ error: "Required: the text to search for" })
  .trim()
  .min(1, "Enter at least one character to search for")
  .max(100, "Too long (at most 100 characters)");

/** An optional tag filter: one or more distinct tags; an asset matches when it carries any of them. */
const TagsFilterSchema = z
  .array(AssetTagSchema)
  .max(4, "At most 4 tags")
  .refine((tags) => new Set(tags).size === tags.length, "Tags must not repeat")
  .optional();

/**
 * POST /v1/public/categories/search: cards whose title, description or items
 * match `key` (case-insensitive), title-prefix matches first.
 */
export const CategoriesSearchBodySchema = z.object({
  key: SearchKeySchema,
  typeId: AssetIdSchema.optional(),
  assetsTags: TagsFilterSchema,
  page: z.number().int().min(0).max(pageLimits.maxPage).default(0),
  size: z.number().int().min(1).max(pageLimits.maxSize).default(pageLimits.defaultSize),
});
export type CategoriesSearchBody = z.input<typeof CategoriesSearchBodySchema>;

// ---------- Sub-categories (items inside a card) ----------

/** An NLP inside a card or a search result (SPEC "NLP item": _id, nlpName, shortDescription). */
export const NlpItemSchema = z.object({
  kind: z.literal("nlp"),
  _id: AssetIdSchema,
  nlpName: z.string().min(1),
  shortDescription: z.string().min(1),
  rating: RatingSchema,
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

/**
 * POST /v1/public/nlp-details/search: NLPs whose name or description contains
 * `key` (case-insensitive), name-prefix matches first, then name matches, then
 * description matches; at most 50.
 */
export const nlpSearchLimit = 50;
export const NlpSearchBodySchema = z.object({ key: SearchKeySchema, assetsTags: TagsFilterSchema });
export type NlpSearchBody = z.input<typeof NlpSearchBodySchema>;
export const NlpSearchResponseSchema = assetsEnvelope(z.array(NlpItemSchema).max(nlpSearchLimit));
export type NlpSearchResponse = z.infer<typeof NlpSearchResponseSchema>;

// ---------- Site copy ----------

/** GET /v1/public/web-site: the catalogue's section headings (SPEC spellings of the keys kept). */
export const WebSiteContentSchema = z.object({
  mostUsedHeader: z.string().min(1),
  mostUsedDescription: z.string().min(1),
  nlpHeader: z.string().min(1),
  nlpDescription: z.string().min(1),
  stepGrupHeader: z.string().min(1),
  stepGroupDescription: z.string().min(1),
  elemntsHeader: z.string().min(1),
  elementDescription: z.string().min(1),
});
export type WebSiteContent = z.infer<typeof WebSiteContentSchema>;
export const WebSiteResponseSchema = assetsEnvelope(WebSiteContentSchema);
export type WebSiteResponse = z.infer<typeof WebSiteResponseSchema>;

// ---------- Details by id ----------

export const LocatorStrategySchema = z.enum(["id", "name", "css", "xpath", "accessibilityId", "linkText"]);
export type LocatorStrategy = z.infer<typeof LocatorStrategySchema>;

export const ElementDetailSchema = z.object({
  type: z.literal("Elements"),
  id: AssetIdSchema,
  name: z.string().min(1),
  shortDescription: z.string().min(1),
  description: z.string().min(1),
  page: z.string().min(1),
  platform: PlatformSchema,
  locators: z.array(z.object({ strategy: LocatorStrategySchema, value: z.string().min(1) })).min(1),
  category: z.object({ id: AssetIdSchema, title: z.string().min(1) }),
});
export type ElementDetail = z.infer<typeof ElementDetailSchema>;

export const StepGroupStepSchema = z.object({
  /** 1-based position in the group. */
  order: z.number().int().min(1),
  nlpId: AssetIdSchema,
  nlpName: z.string().min(1),
  inputs: z.array(z.object({ name: z.string().min(1), value: z.string() })),
});
export type StepGroupStep = z.infer<typeof StepGroupStepSchema>;

export const StepGroupDetailSchema = z.object({
  type: z.literal("StepGroups"),
  id: AssetIdSchema,
  name: z.string().min(1),
  shortDescription: z.string().min(1),
  description: z.string().min(1),
  platforms: z.array(PlatformSchema).min(1),
  steps: z.array(StepGroupStepSchema).min(1),
  category: z.object({ id: AssetIdSchema, title: z.string().min(1) }),
});
export type StepGroupDetail = z.infer<typeof StepGroupDetailSchema>;

export const NlpDetailByIdSchema = NlpDetailSchema.extend({ type: z.literal("Nlps") });

export const AssetDetailSchema = z.discriminatedUnion("type", [
  ElementDetailSchema,
  StepGroupDetailSchema,
  NlpDetailByIdSchema,
]);
export type AssetDetail = z.infer<typeof AssetDetailSchema>;

/** GET /v1/public/details/by-id?id&type (type: Elements, StepGroups or Nlps; 404 when unknown). */
export const DetailsByIdQuerySchema = z.object({ id: AssetIdSchema, type: AssetTypeNameSchema });
export type DetailsByIdQuery = z.input<typeof DetailsByIdQuerySchema>;
export const AssetDetailResponseSchema = assetsEnvelope(AssetDetailSchema);
export type AssetDetailResponse = z.infer<typeof AssetDetailResponseSchema>;
// CONTRACTS READY
