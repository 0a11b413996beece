import { z } from "zod";
import {
  assetFilterKeys,
  assetIdMaxLength,
  assetIdPattern,
  assetTypeNames,
  pageLimits,
  platforms,
  searchKeyMinLength,
} from "./values.js";

/**
 * The assets service (docs/product/calls.md#assets-service): every call is under
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
export const AssetTypeNameSchema = z.enum(assetTypeNames);
export type AssetTypeName = z.infer<typeof AssetTypeNameSchema>;

/** The filter tags an asset carries (docs/product/data.md#asset-filters without "all"). */
export const AssetTagSchema = z.enum(["Web", "Web_And_Mobile", "Android", "iOS"]);
export type AssetTag = z.infer<typeof AssetTagSchema>;

/** The `key` of the listing routes (/nlp's?key=…, /step-groups?key=…, /elements?key=…). */
export const AssetFilterKeySchema = z.enum(assetFilterKeys);
export type AssetFilterKey = z.infer<typeof AssetFilterKeySchema>;

/** Where an NLP or step group runs. An NLP that runs on Web and a mobile platform is also tagged Web_And_Mobile. */
export const PlatformSchema = z.enum(platforms);
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
  .max(assetIdMaxLength, `Too long (at most ${assetIdMaxLength} characters)`)
  .regex(assetIdPattern, "Expected an id made of lower-case letters, digits and dashes");

/** Star rating, 0–5 in half stars (3.5, 4, 4.5 …). */
export const RatingSchema = z
  .number()
  .min(0)
  .max(5)
  .refine((value) => Number.isInteger(value * 2), "Ratings are in half stars");

/**
 * How many ratings a rating is the mean of: a rating shown without its count
 * reads as made up. 0 only for a row a database kept from before counts were
 * recorded and the catalogue no longer lists; the catalogue's files give every
 * rating at least one (catalogue-source.ts).
 */
export const RatingCountSchema = z.number().int().min(0);

/** A title in a query string (sub-categories and NLPs by title). */
export const TitleQuerySchema = z.string().trim().min(1, "Required").max(200, "Too long (at most 200 characters)");

/** A whole number in a query string ("3") or a number (when a client builds the query). */
export function queryInt(min: number, max: number, fallback: number) {
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

/** The text of a search (categories and NLP search), at least searchKeyMinLength characters (values.ts). */
export const SearchKeySchema = z
  .string({ error: "Required: the text to search for" })
  .trim()
  // One character matches nearly the whole catalogue: a scan that costs much and tells little.
  .min(searchKeyMinLength, `Enter at least ${searchKeyMinLength} characters to search for`)
  .max(100, "Too long (at most 100 characters)");

/** An optional tag filter: one or more distinct tags; an asset matches when it carries any of them. */
export const TagsFilterSchema = z
  .array(AssetTagSchema)
  .max(4, "At most 4 tags")
  .refine((tags) => new Set(tags).size === tags.length, "Tags must not repeat")
  .optional();
