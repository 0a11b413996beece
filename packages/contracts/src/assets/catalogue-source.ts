import { z } from "zod";
import { CategoryDetailSchema } from "./categories.js";
import { ElementDetailSchema, StepGroupDetailSchema, StepGroupStepSchema } from "./details.js";
import { NlpDetailSchema } from "./items.js";
import { AssetIdSchema, RatingCountSchema, RatingSchema } from "./shared.js";

/**
 * The catalogue as editors write it: the data files under content/assets/
 * (one YAML file per card). Every field is the schema the API serves for it,
 * so a file that validates here can only produce answers the contracts accept.
 * Objects are strict: a misspelt field name is an error, not a silently
 * ignored line. What the API derives (filter tags, an NLP card's rating and
 * rating count from its NLPs', item counts, positions) is not written here.
 */

/** Every rating states how many ratings it is the mean of: at least one. */
const SourceRatingCountSchema = RatingCountSchema.min(1, "Expected at least 1 rating");

/** What every card file starts with: the card itself. */
const CardSourceSchema = z.strictObject({
  id: AssetIdSchema,
  title: CategoryDetailSchema.shape.title,
  shortDescription: CategoryDetailSchema.shape.shortDescription,
  description: CategoryDetailSchema.shape.description,
  /** An icon served by the site, e.g. "/assets-icons/excel.svg"; absent for the type's default icon. */
  iconS3Path: z.string().min(1).optional(),
  /** How often the card is opened; orders "Most Used". */
  usageCount: z.number().int().min(0),
});

const nlp = NlpDetailSchema.shape;
export const NlpSourceSchema = z.strictObject({
  id: AssetIdSchema,
  name: nlp.title,
  shortDescription: nlp.shortDescription,
  description: nlp.description.unwrap(),
  platforms: nlp.platforms,
  sinceVersion: nlp.sinceVersion,
  tags: nlp.tags,
  rating: RatingSchema,
  ratingCount: SourceRatingCountSchema,
  inputs: z.array(nlp.inputs.element.strict()),
  outputs: z.array(nlp.outputs.element.strict()),
  scenarios: z.array(nlp.scenarios.element.strict()),
  faqs: z.array(nlp.faqs.element.strict()),
});
export type NlpSource = z.infer<typeof NlpSourceSchema>;

export const NlpCategorySourceSchema = CardSourceSchema.extend({ nlps: z.array(NlpSourceSchema).min(1) });
export type NlpCategorySource = z.infer<typeof NlpCategorySourceSchema>;

const element = ElementDetailSchema.shape;
export const ElementSourceSchema = z.strictObject({
  id: element.id,
  name: element.name,
  shortDescription: element.shortDescription,
  description: element.description,
  page: element.page,
  platform: element.platform,
  locators: z.array(element.locators.element.strict()).min(1),
});
export type ElementSource = z.infer<typeof ElementSourceSchema>;

/** Elements and step groups have no rating of their own, so their card states it. */
export const ElementCategorySourceSchema = CardSourceSchema.extend({
  rating: RatingSchema,
  ratingCount: SourceRatingCountSchema,
  elements: z.array(ElementSourceSchema).min(1),
});
export type ElementCategorySource = z.infer<typeof ElementCategorySourceSchema>;

const step = StepGroupStepSchema.shape;
/** A step names its NLP (by name, as it reads in a test script) and gives values to some of its inputs. */
export const StepSourceSchema = z.strictObject({
  nlp: step.nlpName,
  inputs: z.record(z.string().min(1), z.string()).optional(),
});
export type StepSource = z.infer<typeof StepSourceSchema>;

const group = StepGroupDetailSchema.shape;
export const StepGroupSourceSchema = z.strictObject({
  id: group.id,
  name: group.name,
  shortDescription: group.shortDescription,
  description: group.description,
  platforms: group.platforms,
  steps: z.array(StepSourceSchema).min(1),
});
export type StepGroupSource = z.infer<typeof StepGroupSourceSchema>;

export const StepGroupCategorySourceSchema = CardSourceSchema.extend({
  rating: RatingSchema,
  ratingCount: SourceRatingCountSchema,
  stepGroups: z.array(StepGroupSourceSchema).min(1),
});
export type StepGroupCategorySource = z.infer<typeof StepGroupCategorySourceSchema>;

/** content/assets/catalogue.yaml: the cards of each type, in the order the catalogue lists them (file names without .yaml). */
export const CatalogueIndexSchema = z.strictObject({
  nlps: z.array(AssetIdSchema).min(1),
  elements: z.array(AssetIdSchema).min(1),
  stepGroups: z.array(AssetIdSchema).min(1),
});
export type CatalogueIndex = z.infer<typeof CatalogueIndexSchema>;
