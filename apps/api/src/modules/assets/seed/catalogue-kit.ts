import type { AssetTag, NlpFaq, NlpInput, NlpOutput, NlpScenario, Platform, SinceVersion } from "@ignitest/contracts";
import { sinceVersions } from "@ignitest/contracts";

/**
 * The vocabulary the catalogue source is written in. Family files describe
 * NLPs as actions × targets with hand-written text; `nlpFamily` turns them
 * into complete records (ids, ratings, tags) without any randomness, so the
 * catalogue is the same on every start and reviewable as code.
 */

/** An input as the catalogue source writes it: with an example value used in scenario steps. */
export type SourceInput = NlpInput & { example: string };

export type NlpSource = {
  name: string;
  shortDescription: string;
  description: string;
  inputs: NlpInput[];
  outputs: NlpOutput[];
  scenarios: NlpScenario[];
  faqs: NlpFaq[];
  platforms: Platform[];
  tags: string[];
  sinceVersion: SinceVersion;
};

export type NlpCategorySource = {
  id: string;
  title: string;
  shortDescription: string;
  description: string;
  iconS3Path?: string;
  /** How often the card is opened; orders "Most Used". */
  usageCount: number;
  nlps: NlpSource[];
};

/** One NLP as a family file writes it. Scenarios and FAQs are topped up from the family's. */
export type NlpDraft = {
  name: string;
  short: string;
  long: string;
  inputs: SourceInput[];
  outputs?: NlpOutput[];
  tags?: string[];
  platforms?: Platform[];
  since?: SinceVersion;
  scenarios?: NlpScenario[];
  faqs?: NlpFaq[];
};

/** Builds a scenario around the draft's own step line (`example`). */
export type ScenarioTemplate = (draft: NlpDraft, example: string) => NlpScenario;

export type FamilyMeta = {
  category: Omit<NlpCategorySource, "nlps">;
  platforms: Platform[];
  since: SinceVersion;
  tags: string[];
  /** At least two; each NLP gets enough of them (chosen by a hash of its name) to have two scenarios. */
  scenarios: ScenarioTemplate[];
  /** At least two; each NLP gets enough of them to have three FAQs. */
  faqs: ((draft: NlpDraft) => NlpFaq)[];
};

export const minScenarios = 2;
export const minFaqs = 3;

/** Turns a family's drafts into full records. */
export function nlpFamily(meta: FamilyMeta, drafts: NlpDraft[]): NlpCategorySource {
  const nlps = drafts.map((draft): NlpSource => {
    const example = stepLine(draft.name, draft.inputs);
    const seed = hashOf(draft.name);
    const scenarios = [...(draft.scenarios ?? [])];
    for (const template of rotate(meta.scenarios, seed)) {
      if (scenarios.length >= minScenarios) break;
      scenarios.push(template(draft, example));
    }
    const faqs = [...(draft.faqs ?? [])];
    for (const template of rotate(meta.faqs, seed >>> 3)) {
      if (faqs.length >= minFaqs) break;
      faqs.push(template(draft));
    }
    return {
      name: draft.name,
      shortDescription: draft.short,
      description: draft.long,
      inputs: draft.inputs.map(({ example: _example, ...input }) => input),
      outputs: draft.outputs ?? [],
      scenarios,
      faqs,
      platforms: draft.platforms ?? meta.platforms,
      tags: unique([...meta.tags, ...(draft.tags ?? [])]),
      sinceVersion: latest(meta.since, draft.since),
    };
  });
  return { ...meta.category, nlps };
}

/** Every pair of two dimensions, in order: the actions × targets of a family. */
export function cross<A, B, T>(first: readonly A[], second: readonly B[], make: (a: A, b: B) => T | null): T[] {
  const out: T[] = [];
  for (const a of first) {
    for (const b of second) {
      const made = make(a, b);
      if (made !== null) out.push(made);
    }
  }
  return out;
}

export function input(name: string, type: string, description: string, example: string, required = true): SourceInput {
  return { name, type, description, required, example };
}

export function output(name: string, type: string, description: string): NlpOutput {
  return { name, type, description };
}

/** A step as it reads in a test script: `Click on element: element = "Sign in button"`. */
export function stepLine(name: string, inputs: readonly { name: string; example: string }[]): string {
  if (inputs.length === 0) return name;
  return `${name}: ${inputs.map((item) => `${item.name} = "${item.example}"`).join(", ")}`;
}

/** A step line from literal values, for the steps around an example. */
export function step(name: string, values: Record<string, string> = {}): string {
  return stepLine(
    name,
    Object.entries(values).map(([key, example]) => ({ name: key, example })),
  );
}

/** The later of two versions (an action or target newer than its family raises the NLP's version). */
export function latest(first: SinceVersion, second?: SinceVersion): SinceVersion {
  if (!second) return first;
  return sinceVersions.indexOf(second) > sinceVersions.indexOf(first) ? second : first;
}

/** FNV-1a: a stable 32-bit hash, so derived values never change between runs. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const ratingSteps = [4, 4.5, 5, 4.5, 3.5, 4, 5, 4.5, 3, 4] as const;

/** A rating in half stars between 3 and 5, derived from the name (no randomness). */
export function ratingFor(name: string): number {
  return ratingSteps[hashOf(`rating:${name}`) % ratingSteps.length] ?? 4;
}

/** Mean of item ratings, rounded to the nearest half star. */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 4;
  const mean = ratings.reduce((sum, value) => sum + value, 0) / ratings.length;
  return Math.round(mean * 2) / 2;
}

/** Filter tags from platforms: Web_And_Mobile when it runs on the web and on a mobile platform. */
export function tagsForPlatforms(platforms: readonly Platform[]): AssetTag[] {
  const tags: AssetTag[] = [];
  const web = platforms.includes("Web");
  const mobile = platforms.includes("Android") || platforms.includes("iOS");
  if (web) tags.push("Web");
  if (web && mobile) tags.push("Web_And_Mobile");
  if (platforms.includes("Android")) tags.push("Android");
  if (platforms.includes("iOS")) tags.push("iOS");
  return tags;
}

/** "Verify API response status code is" → "verify-api-response-status-code-is". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/\+/g, " plus ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/** The list starting at a position chosen by `seed`, so NLPs of one family vary their examples. */
function rotate<T>(values: readonly T[], seed: number): T[] {
  if (values.length === 0) return [];
  const start = seed % values.length;
  return [...values.slice(start), ...values.slice(0, start)];
}

export const allPlatforms: Platform[] = ["Web", "Android", "iOS"];
export const mobilePlatforms: Platform[] = ["Android", "iOS"];
export const webOnly: Platform[] = ["Web"];

/** Addresses of the sample apps the examples use. */
export const demo = {
  shop: "https://demo.ignitest.example",
  login: "https://demo.ignitest.example/login",
  products: "https://demo.ignitest.example/products",
  cart: "https://demo.ignitest.example/cart",
  api: "https://api.demo.ignitest.example",
} as const;
