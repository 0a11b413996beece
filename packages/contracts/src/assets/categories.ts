import { z } from "zod";
import {
  AssetIdSchema,
  AssetTagSchema,
  AssetTypeNameSchema,
  assetsEnvelope,
  PageQuerySchema,
  pagedContent,
  RatingCountSchema,
  RatingSchema,
  SearchKeySchema,
  TagsFilterSchema,
} from "./shared.js";
import { pageLimits } from "./values.js";

/** Catalogue cards: most used, by type, by tag, by id, and their search (see shared.ts for the envelope). */
// ---------- Categories (catalogue cards) ----------

/** A catalogue card (docs/product/data.md#asset, plus ratingCount). itemCount: NLPs, elements or step groups inside it. */
export const AssetListItemSchema = z.object({
  id: AssetIdSchema,
  title: z.string().min(1),
  shortDescription: z.string().min(1),
  rating: RatingSchema,
  /** An NLP card's: the sum of its NLPs' counts (its rating is their mean weighted by count). */
  ratingCount: RatingCountSchema,
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
