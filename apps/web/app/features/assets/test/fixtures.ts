import type { AssetListItem, AssetType, NlpDetail, NlpItem, PagedAssetList } from "@ignitest/contracts";

/** Test data shaped by the contracts (used by unit tests only). */

export const assetTypes: AssetType[] = [
  { id: "nlps", type: "Nlps" },
  { id: "elements", type: "Elements" },
  { id: "step-groups", type: "StepGroups" },
];

export function card(index: number, overrides: Partial<AssetListItem> = {}): AssetListItem {
  return {
    id: `card-${index}`,
    title: `Card ${index}`,
    shortDescription: `What card ${index} holds.`,
    rating: 4.5,
    ratingCount: 1284,
    typeId: "nlps",
    iconS3Path: null,
    assetsTags: ["Web"],
    itemCount: 12,
    ...overrides,
  };
}

export function cards(count: number, overrides: Partial<AssetListItem> = {}): AssetListItem[] {
  return Array.from({ length: count }, (_, index) => card(index + 1, overrides));
}

export function paged(content: AssetListItem[]): PagedAssetList {
  return { content, page: 0, size: 10, totalElements: content.length, totalPages: 1, last: true };
}

export function nlpItem(index: number, overrides: Partial<NlpItem> = {}): NlpItem {
  return {
    kind: "nlp",
    _id: `nlp-${index}`,
    nlpName: `Nlp ${index}`,
    shortDescription: `What NLP ${index} does.`,
    rating: 4,
    ratingCount: 37,
    assetsTags: ["Web"],
    ...overrides,
  };
}

export function nlpItems(count: number): NlpItem[] {
  return Array.from({ length: count }, (_, index) => nlpItem(index + 1));
}

export const nlpDetail: NlpDetail = {
  nlpId: "click-on-element",
  title: "Click on element",
  shortDescription: "Clicks the element you point it at.",
  description: "Waits for the element to be clickable, then clicks it.\n\nFails when the element never appears.",
  inputs: [{ name: "element", type: "Element", description: "The element to click.", required: true }],
  outputs: [],
  scenarios: [{ title: "Open the cart", steps: ["Click on element Cart icon", "Verify title of the page is Cart"] }],
  faqs: [{ question: "Does it scroll first?", answer: "Yes, into view." }],
  platforms: ["Web", "Android"],
  assetsTags: ["Web", "Web_And_Mobile", "Android"],
  tags: ["click", "mouse"],
  rating: 4.5,
  ratingCount: 1,
  sinceVersion: "1.1",
  category: { id: "mouse-and-click-actions", title: "Mouse and Click Actions" },
};

/** The success envelope (docs/product/calls.md#success-rule). */
export function ok<T>(responseObject: T) {
  return { responseCode: 200, message: "SUCCESS", responseObject };
}

/** Page copy as content/pages gives the query pages at build time. */
export function pageCopyFor(path: string, h1: string) {
  return {
    path,
    title: `${h1}: Ignitest Assets | Ignitest`,
    description: "A catalogue page of Ignitest Assets used by the unit tests of the catalogue feature.",
    eyebrow: "Ignitest Assets",
    h1,
    lead: "The lead paragraph of the page, as the page copy writes it.",
    sections: [],
  };
}
