import { z } from "zod";
import { NlpDetailSchema } from "./items.js";
import { AssetIdSchema, AssetTypeNameSchema, assetsEnvelope, PlatformSchema } from "./shared.js";

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
