import type { NlpFaq, Platform, SinceVersion } from "@ignitest/contracts";
import { allPlatforms, input, type SourceInput, webOnly } from "../catalogue-kit.js";

/**
 * The ways an NLP can point at an element, shared by every element family
 * (click, input, verify, wait …). A family crosses its actions with these,
 * e.g. "Verify text of element is" × "element in frame".
 */
export type ElementTarget = {
  /** How the target reads inside an NLP name: "element", "element in frame". */
  noun: string;
  /** How the target reads in a one-line description: "an element inside an iframe". */
  short: string;
  /** Sentence for the long description: how the element is found. */
  detail: string;
  /** The inputs that locate it; `role` says what the element is for, `example` names a sample element. */
  inputs(role: string, example: string): SourceInput[];
  platforms: Platform[];
  since?: SinceVersion;
  faq(name: string): NlpFaq;
};

const elementInput = (role: string, example: string) =>
  input(
    "element",
    "Element",
    `${role}, picked from the Elements repository or written as a locator (id, name, CSS selector or XPath).`,
    example,
  );

export const onElement: ElementTarget = {
  noun: "element",
  short: "an element",
  detail:
    "The element is found by its locator; if several elements match, the first visible one is used, and the step waits up to the implicit wait for it to appear.",
  inputs: (role, example) => [elementInput(role, example)],
  platforms: allPlatforms,
  faq: (name) => ({
    question: `How does “${name}” find the element?`,
    answer:
      "It uses the locator saved with the element in the Elements repository, or the locator you type in the step. When several elements match, the first visible one is used. If nothing matches within the implicit wait (10 seconds unless the project changes it), the step fails with “Element not found” and a screenshot.",
  }),
};

export const inFrame: ElementTarget = {
  noun: "element in frame",
  short: "an element inside an iframe",
  detail:
    "The element sits inside an iframe: the step switches into the frame you name, acts there and switches back to the main page, so the next step runs where the test was.",
  inputs: (role, example) => [
    elementInput(role, example),
    input("frame", "Text", "Name, id or 1-based index of the iframe that holds the element.", "payment-frame"),
  ],
  platforms: webOnly,
  since: "1.1",
  faq: (name) => ({
    question: `Do I have to switch into the frame before “${name}”?`,
    answer:
      "No. The step switches into the frame itself and returns to the default content afterwards. Use “Switch to frame by name or id” only when several following steps all work inside the same frame.",
  }),
};

export const inShadowDom: ElementTarget = {
  noun: "element in shadow DOM",
  short: "an element inside a shadow root",
  detail:
    "The element lives inside a web component's shadow root: the step finds the shadow host first, then the CSS selector inside its shadow root, which document-wide XPath cannot reach.",
  inputs: (role, example) => [
    input("shadow host", "Element", "The custom element whose shadow root holds the target.", "Checkout widget"),
    input("selector", "Text", `${role}: a CSS selector inside the shadow root.`, example),
  ],
  platforms: webOnly,
  since: "2.1",
  faq: () => ({
    question: "Why can't a regular XPath reach an element in a shadow DOM?",
    answer:
      "A shadow root is a separate tree: document XPath and CSS queries stop at its host. This NLP opens the host's open shadow root and runs the CSS selector inside it. Closed shadow roots cannot be entered by any automation tool; ask the developers to expose a test hook instead.",
  }),
};

export const withText: ElementTarget = {
  noun: "element with text",
  short: "the element that shows a given text",
  detail:
    "The element is found by its visible text rather than a locator: the first visible element whose trimmed text equals the text you give is used.",
  inputs: (role) => [input("text", "Text", `Visible text of ${role.toLowerCase()}.`, "Add to cart")],
  platforms: allPlatforms,
  since: "1.2",
  faq: () => ({
    question: "What if several elements show the same text?",
    answer:
      "The first visible one in page order is used. Matching is exact after trimming spaces and is case-sensitive. To reach a later one, use the “nth element of list” variant with a locator that matches all of them.",
  }),
};

export const nthOfList: ElementTarget = {
  noun: "nth element of list",
  short: "one element of a list, by its position",
  detail:
    "The locator matches several elements (the cards of a grid, the rows of a list); the step uses the one at the 1-based position you give.",
  inputs: (role, example) => [
    input("elements", "Element", `A locator that matches every candidate for ${role.toLowerCase()}.`, example),
    input("index", "Number", "1-based position of the element among the matches.", "2"),
  ],
  platforms: allPlatforms,
  since: "1.3",
  faq: () => ({
    question: "Is the index counted from 0 or from 1?",
    answer:
      "From 1, as a tester reads the page: index 1 is the first match. An index larger than the number of matches fails the step with a message that says how many elements were found.",
  }),
};

export const atOffset: ElementTarget = {
  noun: "element at offset",
  short: "a point offset from an element's centre",
  detail:
    "The pointer goes to a point measured from the centre of the element, which reaches parts of canvases, sliders and maps that have no element of their own.",
  inputs: (role, example) => [
    elementInput(role, example),
    input("x offset", "Number", "Pixels to the right of the element's centre (negative: to the left).", "40"),
    input("y offset", "Number", "Pixels below the element's centre (negative: above).", "-10"),
  ],
  platforms: webOnly,
  since: "1.4",
  faq: () => ({
    question: "Where is the offset measured from?",
    answer:
      "From the centre of the element, in CSS pixels: a positive x goes right and a positive y goes down. A point outside the browser window fails the step with “move target out of bounds”.",
  }),
};

/** Platforms where both the action and the target are supported. */
export function sharedPlatforms(first: readonly Platform[], second: readonly Platform[]): Platform[] {
  return first.filter((platform) => second.includes(platform));
}
