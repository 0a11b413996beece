import { NlpDetailSchema, sinceVersions } from "@ignitest/contracts";
import { describe, expect, it } from "vitest";
import { elementId, nlpId, stepGroupId } from "./assets-seed-set.js";
import { catalogue } from "./catalogue.js";
import { averageRating, ratingFor, slugify, tagsForPlatforms } from "./catalogue-kit.js";

const allNlps = catalogue.nlpCategories.flatMap((category) => category.nlps);
const nlpByName = new Map(allNlps.map((nlp) => [nlp.name, nlp]));

/** "Click on element: element = "Sign in button"" → ["Click on element", ["element"]] */
function parseStepLine(line: string): [string, string[]] {
  const colon = line.indexOf(": ");
  if (colon === -1) return [line, []];
  const names = [...line.slice(colon + 2).matchAll(/(?:^|", )([^=]+?) = "/g)].map((match) => match[1] ?? "");
  return [line.slice(0, colon), names];
}

describe("the NLP catalogue", () => {
  it("holds over 700 distinct NLP names, as the product claims", () => {
    const names = allNlps.map((nlp) => nlp.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThan(700);
  });

  it("gives every NLP a distinct id derived from its name", () => {
    const ids = allNlps.map((nlp) => nlpId(nlp.name));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("describes every NLP: no empty or unfinished text", () => {
    for (const nlp of allNlps) {
      expect(nlp.shortDescription.trim().length, nlp.name).toBeGreaterThan(10);
      expect(nlp.description.length, nlp.name).toBeGreaterThan(nlp.shortDescription.length);
      const text = [nlp.name, nlp.shortDescription, nlp.description].join(" ");
      // Template leaks ("undefined" outside quotes, "[object Object]", "${") and placeholder copy.
      expect(text, nlp.name).not.toMatch(/\bundefined\b(?!”)|\bNaN\b|\[object|lorem|\bTBD\b|coming soon|\$\{/i);
      expect(nlp.description, nlp.name).toMatch(/[.!?”)]$/);
      for (const input of nlp.inputs)
        expect(input.description.length, `${nlp.name} / ${input.name}`).toBeGreaterThan(5);
    }
  });

  it("gives every NLP at least two scenarios and two FAQs, and a full contract record", () => {
    for (const nlp of allNlps) {
      expect(nlp.scenarios.length, nlp.name).toBeGreaterThanOrEqual(2);
      expect(nlp.faqs.length, nlp.name).toBeGreaterThanOrEqual(2);
      expect(new Set(nlp.scenarios.map((scenario) => scenario.title)).size, nlp.name).toBe(nlp.scenarios.length);
      expect(new Set(nlp.faqs.map((faq) => faq.question)).size, nlp.name).toBe(nlp.faqs.length);
      const record = {
        nlpId: nlpId(nlp.name),
        title: nlp.name,
        ...nlp,
        assetsTags: tagsForPlatforms(nlp.platforms),
        rating: ratingFor(nlp.name),
        category: { id: "any", title: "Any" },
      };
      expect(() => NlpDetailSchema.parse(record), nlp.name).not.toThrow();
    }
  });

  it("shows every NLP in its own scenarios, and every scenario step is a real NLP with its real inputs", () => {
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

  it("rates in half stars between 3 and 5, the same on every run", () => {
    for (const nlp of allNlps) {
      const rating = ratingFor(nlp.name);
      expect(Number.isInteger(rating * 2), nlp.name).toBe(true);
      expect(rating).toBeGreaterThanOrEqual(3);
      expect(rating).toBeLessThanOrEqual(5);
      expect(ratingFor(nlp.name)).toBe(rating);
    }
    expect(new Set(allNlps.map((nlp) => ratingFor(nlp.name))).size).toBeGreaterThan(3);
    expect(averageRating([4, 4.5, 5])).toBe(4.5);
    expect(averageRating([3, 4])).toBe(3.5);
  });

  it("covers web, Android and iOS, with versions from 1.0 to 2.2", () => {
    const tagCounts = { Web: 0, Web_And_Mobile: 0, Android: 0, iOS: 0 };
    for (const nlp of allNlps) for (const tag of tagsForPlatforms(nlp.platforms)) tagCounts[tag]++;
    for (const count of Object.values(tagCounts)) expect(count).toBeGreaterThan(100);
    const versions = new Set(allNlps.map((nlp) => nlp.sinceVersion));
    expect([...versions].sort()).toEqual([...sinceVersions]);
  });

  it("tags Web_And_Mobile only what runs on the web and on a mobile platform", () => {
    expect(tagsForPlatforms(["Web"])).toEqual(["Web"]);
    expect(tagsForPlatforms(["Android", "iOS"])).toEqual(["Android", "iOS"]);
    expect(tagsForPlatforms(["Web", "iOS"])).toEqual(["Web", "Web_And_Mobile", "iOS"]);
  });

  it("includes the names the product is known for", () => {
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

describe("categories, elements and step groups", () => {
  const categories = [...catalogue.nlpCategories, ...catalogue.elementCategories, ...catalogue.stepGroupCategories];

  it("gives every card a distinct id and a description", () => {
    const ids = categories.map((category) => category.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const category of categories) {
      expect(category.id).toBe(slugify(category.id));
      expect(category.shortDescription.length).toBeGreaterThan(10);
      expect(category.description.length).toBeGreaterThan(category.shortDescription.length);
    }
    expect(catalogue.nlpCategories.find((category) => category.title === "Excel data")?.iconS3Path).toBe(
      "/assets-icons/excel.svg",
    );
  });

  it("has around 60 elements with an id locator or accessibility id each", () => {
    const elements = catalogue.elementCategories.flatMap((category) => category.elements);
    expect(elements.length).toBeGreaterThanOrEqual(60);
    const ids = elements.map((element) => elementId(element.platform, element.page, element.name));
    expect(new Set(ids).size).toBe(ids.length);
    for (const element of elements) {
      expect(element.locators.some((locator) => ["id", "accessibilityId"].includes(locator.strategy))).toBe(true);
      expect(element.locators.some((locator) => locator.strategy === "xpath")).toBe(true);
    }
    expect(new Set(elements.map((element) => element.platform))).toEqual(new Set(["Web", "Android", "iOS"]));
  });

  it("has around 40 step groups of at least three steps, each a real NLP used with its real inputs", () => {
    const groups = catalogue.stepGroupCategories.flatMap((category) => category.stepGroups);
    expect(groups.length).toBeGreaterThanOrEqual(40);
    expect(new Set(groups.map((group) => stepGroupId(group.name))).size).toBe(groups.length);
    for (const group of groups) {
      expect(group.steps.length, group.name).toBeGreaterThanOrEqual(3);
      for (const step of group.steps) {
        const nlp = nlpByName.get(step.nlp);
        expect(nlp, `${group.name}: ${step.nlp}`).toBeDefined();
        const known = nlp?.inputs.map((input) => input.name) ?? [];
        for (const inputName of Object.keys(step.inputs ?? {}))
          expect(known, `${group.name}: ${step.nlp}`).toContain(inputName);
      }
    }
  });
});
