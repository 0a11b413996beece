import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  type AssetTypeName,
  CatalogueIndexSchema,
  type ElementCategorySource,
  ElementCategorySourceSchema,
  type NlpCategorySource,
  NlpCategorySourceSchema,
  type StepGroupCategorySource,
  StepGroupCategorySourceSchema,
} from "@ignitest/contracts";
import { parse } from "yaml";
import { z } from "zod";

/**
 * The catalogue is content: one YAML file per card under content/assets/
 * (content/assets/README.md tells editors how to change it). This module finds
 * the files, parses them and validates each with its schema from
 * @ignitest/contracts; assets-seed-set.ts maps the result to rows.
 */

/** content/assets: six levels up from src/modules/assets/seed/ in development, three from the bundled dist/main.js. */
const candidates = [
  new URL("../../../../../../content/assets", import.meta.url),
  new URL("../../../content/assets", import.meta.url),
];
export const catalogueDir = candidates
  .map((url) => fileURLToPath(url))
  .find((dir) => existsSync(join(dir, "catalogue.yaml"))) as string;

/** Fixed ids: links such as /nlp's-list?id=… and local storage ("assets-type") rely on them. */
export const assetTypeIds: Record<AssetTypeName, string> = {
  Nlps: "nlps",
  Elements: "elements",
  StepGroups: "step-groups",
};

export type Catalogue = {
  nlpCategories: NlpCategorySource[];
  elementCategories: ElementCategorySource[];
  stepGroupCategories: StepGroupCategorySource[];
};

/** Parses and validates one file; the error names the file and the field, so an editor knows where to look. */
export function readCatalogueFile<T extends z.ZodType>(path: string, schema: T): z.infer<T> {
  const shown = path.slice(path.lastIndexOf("content/assets"));
  let data: unknown;
  try {
    data = parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new Error(`${shown} is not valid YAML: ${error instanceof Error ? error.message : String(error)}`);
  }
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(`${shown} does not match its schema:\n${z.prettifyError(result.error)}`);
  return result.data;
}

/** Reads the whole catalogue from `dir` (catalogue.yaml lists the cards of each type in order). */
export function loadCatalogue(dir = catalogueDir): Catalogue {
  if (!dir || !existsSync(dir)) throw new Error("content/assets not found: the assets catalogue cannot be seeded");
  const index = readCatalogueFile(join(dir, "catalogue.yaml"), CatalogueIndexSchema);
  const cards = <T extends z.ZodType<{ id: string }>>(folder: string, ids: string[], schema: T) =>
    ids.map((id) => {
      const card = readCatalogueFile(join(dir, folder, `${id}.yaml`), schema);
      if (card.id !== id)
        throw new Error(`content/assets/${folder}/${id}.yaml has id "${card.id}": name the file after its id`);
      return card;
    });
  return {
    nlpCategories: cards("nlps", index.nlps, NlpCategorySourceSchema),
    elementCategories: cards("elements", index.elements, ElementCategorySourceSchema),
    stepGroupCategories: cards("step-groups", index.stepGroups, StepGroupCategorySourceSchema),
  };
}

let loaded: Catalogue | undefined;
const loadOnce = () => {
  loaded ??= loadCatalogue();
  return loaded;
};

/** The catalogue, read on first use: a restart of an already seeded database never parses it. */
export const catalogue: Catalogue = {
  get nlpCategories() {
    return loadOnce().nlpCategories;
  },
  get elementCategories() {
    return loadOnce().elementCategories;
  },
  get stepGroupCategories() {
    return loadOnce().stepGroupCategories;
  },
};
