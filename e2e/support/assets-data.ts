import type { APIRequestContext } from "@playwright/test";

/**
 * Reads the live catalogue from the real assets API, so the e2e tests state
 * their expectations in terms of whatever the seeded database holds rather
 * than hard-coded names. Nothing here replaces a response the page receives.
 */

type Envelope<T> = { responseCode: number; message: string; responseObject: T };
export type Card = {
  id: string;
  title: string;
  typeId: string;
  itemCount: number;
  iconS3Path: string | null;
  rating: number;
  ratingCount: number;
};
type Paged = { content: Card[]; totalElements: number; last: boolean };
export type AssetType = { id: string; type: "Nlps" | "Elements" | "StepGroups" };
export type NlpItem = { _id: string; nlpName: string };

async function get<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/v1/public/${path}`);
  if (!response.ok()) throw new Error(`${path}: HTTP ${response.status()}`);
  return ((await response.json()) as Envelope<T>).responseObject;
}

export async function assetTypes(request: APIRequestContext): Promise<AssetType[]> {
  return get(request, "assets-types");
}

export async function typeId(request: APIRequestContext, type: AssetType["type"]): Promise<string> {
  const found = (await assetTypes(request)).find((entry) => entry.type === type);
  if (!found) throw new Error(`No asset type ${type}`);
  return found.id;
}

export async function mostUsed(request: APIRequestContext): Promise<Card[]> {
  return get(request, "categories/most-used?page=0&size=16");
}

/** A section's first page as the page asks for it: page 0, size 10. */
export async function sectionList(request: APIRequestContext, type: string, tag?: string): Promise<Card[]> {
  const path = tag
    ? `categories/filter?typeId=${type}&assetsTag=${tag}&page=0&size=10`
    : `categories/type?typeId=${type}&page=0&size=10`;
  return (await get<Paged>(request, path)).content;
}

export async function allCards(request: APIRequestContext, type: string): Promise<Card[]> {
  const cards: Card[] = [];
  for (let page = 0; ; page++) {
    const list = await get<Paged>(request, `categories/type?typeId=${type}&page=${page}&size=100`);
    cards.push(...list.content);
    if (list.last) return cards;
  }
}

export async function searchNlps(request: APIRequestContext, key: string): Promise<NlpItem[]> {
  const response = await request.post("/v1/public/nlp-details/search", { data: { key } });
  if (!response.ok()) throw new Error(`nlp search: HTTP ${response.status()}`);
  return ((await response.json()) as Envelope<NlpItem[]>).responseObject;
}

export type WebSiteContent = {
  mostUsedHeader: string;
  nlpHeader: string;
  stepGrupHeader: string;
  elemntsHeader: string;
};

export async function webSite(request: APIRequestContext): Promise<WebSiteContent> {
  return get(request, "web-site");
}

export type NlpDetail = {
  nlpId: string;
  title: string;
  rating: number;
  ratingCount: number;
  platforms: string[];
  sinceVersion: string;
  scenarios: { title: string }[];
  faqs: { question: string }[];
};

export async function nlpDetail(request: APIRequestContext, id: string): Promise<NlpDetail> {
  return get(request, `nlp-details?nlpId=${id}&description=true`);
}

const countFormat = new Intl.NumberFormat("en-US");

/** How the site writes a count of ratings: "1 rating", "1,284 ratings". */
export function ratingCountText(count: number) {
  return `${countFormat.format(count)} ${count === 1 ? "rating" : "ratings"}`;
}

/** The accessible name of a rating with its count: "Rated 4.5 out of 5 from 1,284 ratings". */
export function ratingName(item: { rating: number; ratingCount: number }) {
  return `Rated ${item.rating} out of 5 from ${ratingCountText(item.ratingCount)}`;
}

/** Session flags that keep the demo prompt, chat popup and web banner from covering what a test clicks. */
export function quietPopups() {
  for (const key of ["demo-prompt-shown", "chat-popup-closed", "web-banner-closed"]) {
    window.sessionStorage.setItem(key, "true");
  }
}

/** The test-only fault switch of the API (ENABLE_TEST_FAULTS=true): every assets call answers 503. */
export const faultCookie = { name: "ignitest-fault", value: "assets" };
