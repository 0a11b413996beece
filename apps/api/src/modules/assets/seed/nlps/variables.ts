import type { SinceVersion } from "@ignitest/contracts";
import {
  allPlatforms,
  cross,
  demo,
  input,
  type NlpDraft,
  nlpFamily,
  output,
  type SourceInput,
  step,
  webOnly,
} from "../catalogue-kit.js";
import { textComparators } from "./comparators.js";

/** Variables: store page values in three scopes, set and delete them, verify them, generate random data. */
const scopes = [
  {
    noun: "variable",
    scope: "a test-case variable, which lives until the test case ends",
    since: "1.0" as SinceVersion,
  },
  {
    noun: "global variable",
    scope: "a global variable, which every later test case of the same suite run can read",
    since: "1.1" as SinceVersion,
  },
  {
    noun: "project variable",
    scope: "a project variable, which is saved with the project and kept for later runs",
    since: "1.3" as SinceVersion,
  },
];

const sources: { label: string; reads: string; extra: SourceInput[]; example: string }[] = [
  { label: "element text", reads: "the visible text of the element", extra: [], example: "Order number label" },
  {
    label: "attribute value of element",
    reads: "the value of one attribute of the element",
    extra: [input("attribute", "Text", "Name of the attribute to read.", "data-order-id")],
    example: "Order row",
  },
  {
    label: "CSS value of element",
    reads: "the computed value of one CSS property of the element",
    extra: [input("property", "Text", "The CSS property, e.g. background-color.", "background-color")],
    example: "Primary button",
  },
  { label: "input value of element", reads: "the value a field currently holds", extra: [], example: "Quantity field" },
  { label: "count of elements", reads: "how many elements the locator matches", extra: [], example: "Cart line items" },
];

const storeDrafts = cross(
  sources,
  scopes,
  (source, scope): NlpDraft => ({
    name: `Store ${source.label} into ${scope.noun}`,
    short: `Saves ${source.reads} into ${scope.noun === "variable" ? "a variable" : `a ${scope.noun}`}.`,
    long: `Reads ${source.reads} and saves it into ${scope.scope}. Refer to it later as {name} in any input.`,
    inputs: [
      input(
        source.label === "count of elements" ? "elements" : "element",
        "Element",
        source.label === "count of elements"
          ? "A locator that matches every element to count."
          : "The element to read.",
        source.example,
      ),
      ...source.extra,
      input("variable", "Variable", "Name of the variable to fill (letters, digits and _).", "orderNumber"),
    ],
    outputs: [output("value", source.label === "count of elements" ? "Number" : "Text", "The value saved.")],
    // Computed styles exist only in browsers.
    platforms: source.label.startsWith("CSS") ? webOnly : allPlatforms,
    since: scope.since,
  }),
);

const manageDrafts: NlpDraft[] = scopes.flatMap((scope): NlpDraft[] => [
  {
    name: `Set ${scope.noun} value`,
    short: `Gives ${scope.noun === "variable" ? "a variable" : `a ${scope.noun}`} a value.`,
    long: `Creates or overwrites ${scope.scope}, with the text you give. Other variables inside the value, such as {firstName}, are replaced first.`,
    inputs: [
      input("variable", "Variable", "Name of the variable.", "couponCode"),
      input("value", "Text", "The value to store.", "SPRING10"),
    ],
    since: scope.since,
  },
  {
    name: `Delete ${scope.noun}`,
    short: `Removes ${scope.noun === "variable" ? "a variable" : `a ${scope.noun}`}.`,
    long: `Deletes ${scope.scope}, so later steps that use it fail clearly instead of reading a stale value.`,
    inputs: [input("variable", "Variable", "Name of the variable to delete.", "couponCode")],
    since: scope.since,
  },
]);

const verifyDrafts = textComparators.map(
  (comparator): NlpDraft => ({
    name: `Verify variable value ${comparator.suffix}`,
    short: `Checks that a variable's value ${comparator.check}.`,
    long: `Reads the variable (test-case, global or project, in that order) and checks that its value ${comparator.check}. A variable that does not exist fails the step with its name.`,
    inputs: [
      input("variable", "Variable", "Name of the variable to check.", "orderNumber"),
      ...(comparator.expected ? [comparator.expected] : []),
    ],
    faqs: [comparator.faq],
    since: "1.1",
  }),
);

const randomKinds: { label: string; what: string; example: string; since: SinceVersion }[] = [
  { label: "number", what: "a whole number with the number of digits you give", example: "48213", since: "1.0" },
  { label: "string", what: "letters and digits of the length you give", example: "k3Vq9Zt2", since: "1.0" },
  {
    label: "email",
    what: "an e-mail address at example.com that no real person owns",
    example: "qa.k3vq9zt2@example.com",
    since: "1.0",
  },
  {
    label: "phone number",
    what: "a phone number in the fictional 555 range",
    example: "+1 555 010 4821",
    since: "1.2",
  },
  { label: "UUID", what: "a version-4 UUID", example: "0b6f3c2e-8d0a-4c31-9a52-61c0f1d2e7b4", since: "1.2" },
  { label: "first name", what: "a common first name", example: "Priya", since: "1.2" },
  { label: "last name", what: "a common family name", example: "Okafor", since: "1.2" },
  { label: "full name", what: "a first and a family name", example: "Lena Fischer", since: "1.2" },
  { label: "street address", what: "a house number and a street name", example: "221 Elm Street", since: "1.3" },
  { label: "company name", what: "a plausible, fictional company name", example: "Northwind Outfitters", since: "1.3" },
  {
    label: "password",
    what: "a password with upper and lower case letters, a digit and a symbol",
    example: "Tq7!mZr2pL",
    since: "1.4",
  },
  { label: "postcode", what: "a postcode in the format of the country you give", example: "10115", since: "1.4" },
];

const randomDrafts = randomKinds.map(
  (kind): NlpDraft => ({
    name: `Store random ${kind.label} into variable`,
    short: `Generates ${kind.what} and saves it.`,
    long: `Generates ${kind.what} and saves it into a test-case variable. Fresh values on every run keep sign-up and create tests independent of data left by earlier runs.`,
    inputs: [
      input(
        "variable",
        "Variable",
        "Name of the variable to fill.",
        kind.label.replace(/ (\w)/g, (_m, c: string) => c.toUpperCase()),
      ),
      ...(kind.label === "number" || kind.label === "string"
        ? [input("length", "Number", "How many digits or characters.", "8", false)]
        : []),
      ...(kind.label === "postcode" ? [input("country", "Text", "Two-letter country code.", "DE", false)] : []),
    ],
    outputs: [output("value", "Text", `The generated ${kind.label}, e.g. ${kind.example}.`)],
    since: kind.since,
    tags: ["random", "test data"],
  }),
);

export const variables = nlpFamily(
  {
    category: {
      id: "variables-and-data",
      title: "Variables and data",
      shortDescription: "Store values from the page, set and check variables, generate test data.",
      description:
        "Carry data between steps and test cases: store texts, attributes, values and counts into test-case, global or project variables, set and delete them, verify their values, and generate random names, e-mails, numbers and addresses.",
      usageCount: 7800,
    },
    platforms: allPlatforms,
    since: "1.0",
    tags: ["variable"],
    scenarios: [
      (_draft, example) => ({
        title: "Carry the order number to the order history",
        steps: [
          step("Click on element", { element: "Place order button" }),
          example,
          step("Navigate to URL", { url: `${demo.shop}/orders` }),
          step("Verify table contains value", { table: "Orders table", value: "{orderNumber}" }),
        ],
      }),
      (_draft, example) => ({
        title: "Prepare data for a sign-up",
        steps: [
          example,
          step("Navigate to URL", { url: `${demo.shop}/signup` }),
          step("Enter input into element", { element: "Email field", input: "{email}" }),
        ],
      }),
    ],
    faqs: [
      () => ({
        question: "How do I use a variable in a later step?",
        answer:
          "Write its name in braces in any input, for example {orderNumber}. Test-case variables are looked up first, then global, then project variables.",
      }),
      () => ({
        question: "Are variables shared between parallel runs?",
        answer:
          "Test-case and global variables belong to one run, so parallel runs never see each other's values. Project variables are shared; do not write them from tests that run in parallel.",
      }),
    ],
  },
  [...storeDrafts, ...manageDrafts, ...verifyDrafts, ...randomDrafts],
);
