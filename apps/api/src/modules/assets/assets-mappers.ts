import type {
  AssetListItem,
  AssetTag,
  AssetTypeName,
  CategoryDetail,
  ElementDetail,
  ElementItem,
  LocatorStrategy,
  NlpDetail,
  NlpFaq,
  NlpItem,
  NlpScenario,
  Platform,
  SinceVersion,
  StepGroupDetail,
  StepGroupItem,
} from "@ignitest/contracts";
import type { AssetsRepository, CategoryRow, NlpRow, Paging } from "./assets-repository.js";

/**
 * Rows → contract shapes. Text columns hold values the seed wrote from typed
 * sources, so narrowing them to the contract's enums here is safe.
 */

/** The success envelope every assets call answers with. */
export function success<T>(responseObject: T) {
  return { responseCode: 200 as const, message: "SUCCESS" as const, responseObject };
}

export function toListItem(row: CategoryRow): AssetListItem {
  return {
    id: row.id,
    title: row.title,
    shortDescription: row.shortDescription,
    rating: row.rating,
    ratingCount: row.ratingCount,
    typeId: row.typeId,
    iconS3Path: row.iconS3Path,
    assetsTags: row.assetsTags as AssetTag[],
    itemCount: row.itemCount,
  };
}

export function toCategoryDetail(row: CategoryRow, typeName: string): CategoryDetail {
  return { ...toListItem(row), description: row.description, typeName: typeName as AssetTypeName };
}

export function toPage<T>(content: T[], total: number, paging: Paging) {
  const totalPages = Math.ceil(total / paging.size);
  return {
    content,
    page: paging.page,
    size: paging.size,
    totalElements: total,
    totalPages,
    last: paging.page >= totalPages - 1,
  };
}

export function toNlpItem(row: NlpRow): NlpItem {
  return {
    kind: "nlp",
    _id: row.id,
    nlpName: row.name,
    shortDescription: row.shortDescription,
    rating: row.rating,
    ratingCount: row.ratingCount,
    assetsTags: row.assetsTags as AssetTag[],
  };
}

type ElementRow = Awaited<ReturnType<AssetsRepository["elementsOfCategory"]>>[number];

export function toElementItem(row: ElementRow): ElementItem {
  return {
    kind: "element",
    _id: row.id,
    name: row.name,
    shortDescription: row.shortDescription,
    page: row.page,
    platform: row.platform as Platform,
  };
}

type StepGroupRow = Awaited<ReturnType<AssetsRepository["stepGroupsOfCategory"]>>[number];

export function toStepGroupItem({ group, stepCount }: StepGroupRow): StepGroupItem {
  return {
    kind: "stepGroup",
    _id: group.id,
    name: group.name,
    shortDescription: group.shortDescription,
    stepCount,
    platforms: group.platforms as Platform[],
  };
}

export function toNlpDetail(
  row: NlpRow,
  categoryTitle: string,
  extras: { scenarios: NlpScenario[]; faqs: NlpFaq[]; withDescription: boolean },
): NlpDetail {
  return {
    nlpId: row.id,
    title: row.name,
    shortDescription: row.shortDescription,
    ...(extras.withDescription ? { description: row.description } : {}),
    inputs: row.inputs,
    outputs: row.outputs,
    scenarios: extras.scenarios,
    faqs: extras.faqs,
    platforms: row.platforms as Platform[],
    assetsTags: row.assetsTags as AssetTag[],
    tags: row.tags,
    rating: row.rating,
    ratingCount: row.ratingCount,
    sinceVersion: row.sinceVersion as SinceVersion,
    category: { id: row.categoryId, title: categoryTitle },
  };
}

type FoundElement = NonNullable<Awaited<ReturnType<AssetsRepository["findElement"]>>>;

export function toElementDetail({ element, categoryTitle }: FoundElement): ElementDetail {
  return {
    type: "Elements",
    id: element.id,
    name: element.name,
    shortDescription: element.shortDescription,
    description: element.description,
    page: element.page,
    platform: element.platform as Platform,
    locators: element.locators.map((locator) => ({
      strategy: locator.strategy as LocatorStrategy,
      value: locator.value,
    })),
    category: { id: element.categoryId, title: categoryTitle },
  };
}

type FoundStepGroup = NonNullable<Awaited<ReturnType<AssetsRepository["findStepGroup"]>>>;

export function toStepGroupDetail({ group, categoryTitle, steps }: FoundStepGroup): StepGroupDetail {
  return {
    type: "StepGroups",
    id: group.id,
    name: group.name,
    shortDescription: group.shortDescription,
    description: group.description,
    platforms: group.platforms as Platform[],
    steps: steps.map((step) => ({
      order: step.position + 1,
      nlpId: step.nlpId,
      nlpName: step.nlpName,
      inputs: step.inputs,
    })),
    category: { id: group.categoryId, title: categoryTitle },
  };
}
