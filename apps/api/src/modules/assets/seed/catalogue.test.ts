import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { NlpDetailSchema, sinceVersions } from "@ignitest/contracts";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { tagsForPlatforms } from "./assets-seed-set.js";
import { catalogueDir, loadCatalogue } from "./catalogue.js";

/**
 * The content check of content/assets (part of `npm test`, like the docs and
 * blog checks): loading validates every file against its contract schema;
 * these tests check what a schema cannot see across files.
 */
const catalogue = loadCatalogue();
const allNlps = catalogue.nlpCategories.flatMap((category) => category.nlps);
const allElements = catalogue.elementCategories.flatMap((category) => category.elements);
const allGroups = catalogue.stepGroupCategories.flatMap((category) => category.stepGroups);
const nlpByName = new Map(allNlps.map((nlp) => [nlp.name, nlp]));
const cardsByType = {
  nlps: catalogue.nlpCategories,
  elements: catalogue.elementCategories,
  "step-groups": catalogue.stepGroupCategories,
};
const allCards = Object.values(cardsByType).flat();

/** Stand-in text and template leaks ("undefined" outside quotes, "[object Object]", "${"). */
const standIn =
  /lorem|ipsum|coming soon|\[insert|\binsert (?:text|link) here\b|\bundefined\b(?![”"])|\bNaN\b|\[object|\$\{/i;
const standInMarkers = /\b(?:TBD|TODO|FIXME|XXX)\b/;

/** Every string in a value, with where it sits, for the stand-in check. */
function strings(value: unknown, at: string): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${at}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${at}.${key}`));
  return [];
}

/** "Click on element: element = "Sign in button"" → ["Click on element", ["element"]] */
function parseStepLine(line: string): [string, string[]] {
  const colon = line.indexOf(": ");
  if (colon === -1) return [line, []];
  const names = [...line.slice(colon + 2).matchAll(/(?:^|", )([^=]+?) = "/g)].map((match) => match[1] ?? "");
  return [line.slice(0, colon), names];
}

function duplicates(values: string[]) {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe("content/assets", () => {
  it("lists every card file in catalogue.yaml, and lists no file twice", () => {
    const index = parse(readFileSync(join(catalogueDir, "catalogue.yaml"), "utf8")) as Record<string, string[]>;
    const listed = { nlps: index.nlps, elements: index.elements, "step-groups": index.stepGroups };
    for (const [folder, ids] of Object.entries(listed)) {
      const files = readdirSync(join(catalogueDir, folder)).map((name) => name.replace(/\.yaml$/, ""));
      expect([...(ids ?? [])].sort(), `content/assets/${folder}`).toEqual(files.sort());
      expect(duplicates(ids ?? []), `catalogue.yaml ${folder}`).toEqual([]);
    }
  });

  it("keeps at least today's catalogue: 877 NLPs in 31 cards, 77 elements, 41 step groups", () => {
    expect(allNlps.length).toBeGreaterThanOrEqual(877);
    expect(catalogue.nlpCategories.length).toBeGreaterThanOrEqual(31);
    expect(allElements.length).toBeGreaterThanOrEqual(77);
    expect(catalogue.elementCategories.length).toBeGreaterThanOrEqual(9);
    expect(allGroups.length).toBeGreaterThanOrEqual(41);
    expect(catalogue.stepGroupCategories.length).toBeGreaterThanOrEqual(9);
  });

  it("gives every card, NLP, element and step group a distinct id and title within its type", () => {
    expect(duplicates(allCards.map((card) => card.id)), "card ids").toEqual([]);
    for (const [type, cards] of Object.entries(cardsByType))
      expect(duplicates(cards.map((card) => card.title)), `${type} card titles`).toEqual([]);
    for (const [type, items] of Object.entries({ nlps: allNlps, elements: allElements, "step-groups": allGroups })) {
      expect(duplicates(items.map((item) => item.id)), `${type} ids`).toEqual([]);
      expect(duplicates(items.map((item) => item.name)), `${type} names`).toEqual([]);
    }
  });

  it("describes every card: a short description and a longer description", () => {
    for (const card of allCards) {
      expect(card.shortDescription.length, card.id).toBeGreaterThan(10);
      expect(card.description.length, card.id).toBeGreaterThan(card.shortDescription.length);
    }
    expect(catalogue.nlpCategories.find((card) => card.title === "Excel data")?.iconS3Path).toBe(
      "/assets-icons/excel.svg",
    );
  });

  it("holds no stand-in text or template leaks", () => {
    for (const card of allCards) {
      for (const [at, text] of strings(card, card.id)) {
        expect(text, at).not.toMatch(standIn);
        expect(text, at).not.toMatch(standInMarkers);
      }
    }
  });
});

describe("the NLPs", () => {
  it("describe themselves in full sentences, and describe every input", () => {
    for (const nlp of allNlps) {
      expect(nlp.shortDescription.trim().length, nlp.name).toBeGreaterThan(10);
      expect(nlp.description.length, nlp.name).toBeGreaterThan(nlp.shortDescription.length);
      expect(nlp.description, nlp.name).toMatch(/[.!?”)]$/);
      for (const input of nlp.inputs)
        expect(input.description.length, `${nlp.name} / ${input.name}`).toBeGreaterThan(5);
    }
  });

  it("say more in their short description than their name: at least three words the name does not have", () => {
    // content/STYLE.md: not "Click on element: clicks an element". Words are
    // compared roughly stemmed, without small words, so "Clicks an element"
    // adds nothing to "Click on element".
    const small = new Set(["a", "an", "the", "on", "of", "to", "in", "it", "is", "and", "or", "for", "by", "at", "as"]);
    const stems = (text: string) =>
      (text.toLowerCase().match(/[a-z0-9]+/g) ?? [])
        .filter((word) => !small.has(word))
        .map((word) => word.replace(/(ing|es|s|ed)$/, ""));
    const restating = allNlps.filter((nlp) => {
      const named = new Set(stems(nlp.name));
      return stems(nlp.shortDescription).filter((stem) => !named.has(stem)).length <= 2;
    });
    expect(restating.map((nlp) => `${nlp.name}: ${nlp.shortDescription}`)).toEqual([]);
  });

  it("have at least two distinct scenarios and two distinct FAQs, and make a full contract record", () => {
    for (const nlp of allNlps) {
      expect(nlp.scenarios.length, nlp.name).toBeGreaterThanOrEqual(2);
      expect(nlp.faqs.length, nlp.name).toBeGreaterThanOrEqual(2);
      expect(duplicates(nlp.scenarios.map((scenario) => scenario.title)), nlp.name).toEqual([]);
      expect(duplicates(nlp.faqs.map((faq) => faq.question)), nlp.name).toEqual([]);
      const { id, name, ...rest } = nlp;
      const record = { ...rest, nlpId: id, title: name, assetsTags: tagsForPlatforms(nlp.platforms) };
      expect(() => NlpDetailSchema.parse({ ...record, category: { id: "any", title: "Any" } }), name).not.toThrow();
    }
  });

  it("appear in their own scenarios, and every scenario step is an existing NLP with its real inputs", () => {
    for (const nlp of allNlps) {
      for (const scenario of nlp.scenarios) {
        expect(
          scenario.steps.some((line) => parseStepLine(line)[0] === nlp.name),
          `${nlp.name}: ${scenario.title}`,
        ).toBe(true);
        for (const line of scenario.steps) {
          const [name, inputNames] = parseStepLine(line);
          const used = nlpByName.get(name);
          expect(used, `${nlp.name}: unknown step "${name}"`).toBeDefined();
          const known = used?.inputs.map((input) => input.name) ?? [];
          for (const inputName of inputNames) expect(known, `${nlp.name}: ${line}`).toContain(inputName);
        }
      }
    }
  });

  it("rate in half stars between 3 and 5, and cover web, Android and iOS with versions 1.0 to 2.2", () => {
    for (const nlp of allNlps) {
      expect(nlp.rating, nlp.name).toBeGreaterThanOrEqual(3);
      expect(nlp.rating, nlp.name).toBeLessThanOrEqual(5);
    }
    const tagCounts = { Web: 0, Web_And_Mobile: 0, Android: 0, iOS: 0 };
    for (const nlp of allNlps) for (const tag of tagsForPlatforms(nlp.platforms)) tagCounts[tag]++;
    for (const count of Object.values(tagCounts)) expect(count).toBeGreaterThan(100);
    expect([...new Set(allNlps.map((nlp) => nlp.sinceVersion))].sort()).toEqual([...sinceVersions]);
  });

  it("include the names the product is known for", () => {
    for (const name of [
      "Click on element",
      "Double click on element",
      "Enter input into element",
      "Clear input of element",
      "Verify title of the page is",
      "Wait till element is visible",
      "Swipe up on screen",
      "Tap on element",
      "Read cell value from Excel sheet",
      "Store element text into variable",
      "Verify API response status code is",
    ]) {
      expect(nlpByName.has(name), name).toBe(true);
    }
    expect(nlpByName.get("Swipe up on screen")?.platforms).toEqual(["Android", "iOS"]);
  });
});

describe("elements and step groups", () => {
  it("give every element an id or accessibility-id locator and an XPath fallback, on web, Android and iOS", () => {
    for (const element of allElements) {
      expect(element.locators.some((locator) => ["id", "accessibilityId"].includes(locator.strategy))).toBe(true);
      expect(element.locators.some((locator) => locator.strategy === "xpath")).toBe(true);
    }
    expect(new Set(allElements.map((element) => element.platform))).toEqual(new Set(["Web", "Android", "iOS"]));
  });

  it("build every step group of at least three steps, each an existing NLP used with its real inputs", () => {
    for (const group of allGroups) {
      expect(group.steps.length, group.name).toBeGreaterThanOrEqual(3);
      for (const step of group.steps) {
        const nlp = nlpByName.get(step.nlp);
        expect(nlp, `${group.name}: unknown NLP "${step.nlp}"`).toBeDefined();
        const known = nlp?.inputs.map((input) => input.name) ?? [];
        for (const inputName of Object.keys(step.inputs ?? {}))
          expect(known, `${group.name}: ${step.nlp}`).toContain(inputName);
      }
    }
  });
});

describe("filter tags", () => {
  it("tag Web_And_Mobile only what runs on the web and on a mobile platform", () => {
    expect(tagsForPlatforms(["Web"])).toEqual(["Web"]);
    expect(tagsForPlatforms(["Android", "iOS"])).toEqual(["Android", "iOS"]);
    expect(tagsForPlatforms(["Web", "iOS"])).toEqual(["Web", "Web_And_Mobile", "iOS"]);
  });
});

describe("a broken file", () => {
  const dirs: string[] = [];
  /** A copy of content/assets to break. */
  function copyOfCatalogue() {
    const dir = mkdtempSync(join(tmpdir(), "ignitest-catalogue-"));
    dirs.push(dir);
    cpSync(catalogueDir, join(dir, "content", "assets"), { recursive: true });
    return join(dir, "content", "assets");
  }
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("stops the seed with the file and the field to fix", () => {
    const copy = copyOfCatalogue();
    const file = join(copy, "nlps", "excel-data.yaml");
    writeFileSync(
      file,
      readFileSync(file, "utf8").replace("platforms: [Web, Android, iOS]", "platforms: [Web, Windows, iOS]"),
    );
    expect(() => loadCatalogue(copy)).toThrow(
      /content\/assets\/nlps\/excel-data\.yaml[\s\S]*nlps\[\d+\]\.platforms\[1\]/,
    );
  });

  it("stops the seed on a rating without its count, naming the file and the field", () => {
    const copy = copyOfCatalogue();
    const nlpFile = join(copy, "nlps", "excel-data.yaml");
    writeFileSync(nlpFile, readFileSync(nlpFile, "utf8").replace(/\n {4}ratingCount: \d+/, ""));
    expect(() => loadCatalogue(copy)).toThrow(/content\/assets\/nlps\/excel-data\.yaml[\s\S]*nlps\[0\]\.ratingCount/);

    const fixed = copyOfCatalogue();
    const cardFile = join(fixed, "elements", "login-page-elements.yaml");
    writeFileSync(cardFile, readFileSync(cardFile, "utf8").replace(/\nratingCount: \d+/, "\nratingCount: 0"));
    expect(() => loadCatalogue(fixed)).toThrow(/login-page-elements\.yaml[\s\S]*at least 1 rating[\s\S]*ratingCount/);
  });

  it("stops the seed on a misspelt field, which a lenient reader would ignore", () => {
    const copy = copyOfCatalogue();
    const file = join(copy, "step-groups", "checkout-flows.yaml");
    writeFileSync(file, readFileSync(file, "utf8").replace("shortDescription:", "shortDescripton:"));
    expect(() => loadCatalogue(copy)).toThrow(/checkout-flows\.yaml[\s\S]*shortDescripton/);
  });
});
