import type { AssetTypeName, LocatorStrategy, Platform } from "@ignitest/contracts";
import type { NlpCategorySource } from "./catalogue-kit.js";
import { elementCategories } from "./elements/index.js";
import { nlpCategories } from "./nlps/index.js";
import { stepGroupCategories } from "./step-groups/index.js";

/** The whole catalogue as source: what the seed set writes and the catalogue test checks. */

export type ElementSource = {
  name: string;
  shortDescription: string;
  description: string;
  page: string;
  platform: Platform;
  locators: { strategy: LocatorStrategy; value: string }[];
};

export type ElementCategorySource = Omit<NlpCategorySource, "nlps"> & { elements: ElementSource[] };

export type StepSource = { nlp: string; inputs?: Record<string, string> };

export type StepGroupSource = {
  name: string;
  shortDescription: string;
  description: string;
  platforms: Platform[];
  steps: StepSource[];
};

export type StepGroupCategorySource = Omit<NlpCategorySource, "nlps"> & { stepGroups: StepGroupSource[] };

/** Fixed ids: links such as /nlp's-list?id=… and local storage ("assets-type") rely on them. */
export const assetTypeIds: Record<AssetTypeName, string> = {
  Nlps: "nlps",
  Elements: "elements",
  StepGroups: "step-groups",
};

export const catalogue = {
  nlpCategories,
  elementCategories,
  stepGroupCategories,
} satisfies {
  nlpCategories: NlpCategorySource[];
  elementCategories: ElementCategorySource[];
  stepGroupCategories: StepGroupCategorySource[];
};
