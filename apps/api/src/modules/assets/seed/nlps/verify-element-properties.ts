import type { NlpFaq, SinceVersion } from "@ignitest/contracts";
import {
  cross,
  demo,
  input,
  latest,
  type NlpDraft,
  nlpFamily,
  type SourceInput,
  step,
  webOnly,
} from "../catalogue-kit.js";
import {
  type Comparator,
  contains,
  doesNotContain,
  endsWith,
  isEqual,
  isNotEqual,
  matchesPattern,
  startsWith,
  textComparators,
} from "./comparators.js";
import { type ElementTarget, inFrame, onElement, sharedPlatforms } from "./element-targets.js";

/** Verify {text | attribute value | CSS value | …} of {element | element in frame} {is | contains | …}. */
type Property = {
  /** As it reads in the name: "text", "attribute value". */
  label: string;
  reads: string;
  extra?: SourceInput;
  comparators: Comparator[];
  mobile: boolean;
  since: SinceVersion;
  faq: NlpFaq;
};

const properties: Property[] = [
  {
    label: "text",
    reads:
      "The text is what a user reads: the element's visible text, trimmed, with runs of spaces and line breaks collapsed to one space.",
    comparators: textComparators,
    mobile: true,
    since: "1.0",
    faq: {
      question: "Why does the text read differ from the page source?",
      answer:
        "The step reads rendered text, as a user sees it: hidden children are left out, CSS text-transform is applied and whitespace is collapsed. Check the attribute or the page source when you need the raw markup.",
    },
  },
  {
    label: "attribute value",
    reads:
      "It reads the current value of the attribute you name (for example href, aria-expanded or data-status), after scripts have changed it.",
    extra: input("attribute", "Text", "Name of the attribute to read.", "aria-expanded"),
    comparators: textComparators,
    mobile: true,
    since: "1.0",
    faq: {
      question: "What if the element has no such attribute?",
      answer:
        "The value read is empty, so “is empty” passes and every other comparison fails with a message that the attribute is missing. On Android and iOS, use the attribute names of the driver, such as content-desc, checked or label.",
    },
  },
  {
    label: "CSS value",
    reads:
      "It reads the computed value of the CSS property you name, as the browser resolved it: colours come back as rgb() or rgba(), sizes in pixels.",
    extra: input("property", "Text", "The CSS property, e.g. color, font-weight or display.", "color"),
    comparators: [isEqual, isNotEqual, contains],
    mobile: false,
    since: "1.1",
    faq: {
      question: "I wrote #ff0000 but the step reads rgb(255, 0, 0). Why?",
      answer:
        "Browsers report computed colours as rgb() or rgba(), whatever the style sheet says. Compare with the rgb() form, or use “contains” with the numbers, e.g. “255, 0, 0”.",
    },
  },
  {
    label: "input value",
    reads:
      "It reads what a text field, text area or select currently holds (its value property), which the element's text does not show.",
    comparators: textComparators,
    mobile: true,
    since: "1.0",
    faq: {
      question: "Why is the text of my field empty while it shows a value?",
      answer:
        "A field's content is its value, not its text. That is why this step reads the value property; use it for inputs, text areas and selects, and the text variant for everything else.",
    },
  },
  {
    label: "placeholder",
    reads:
      "It reads the hint shown in an empty field (its placeholder attribute), which disappears once the user types.",
    comparators: [isEqual, contains],
    mobile: true,
    since: "1.2",
    faq: {
      question: "Is a placeholder enough as a field's label?",
      answer:
        "No. It vanishes while typing and is often low contrast. Check the placeholder text here, and check the real label with “Verify form field has label”.",
    },
  },
  {
    label: "tooltip",
    reads:
      "It hovers over the element and reads the tooltip: the text of the element named by aria-describedby, or the title attribute when there is none.",
    comparators: [isEqual, contains],
    mobile: false,
    since: "1.3",
    faq: {
      question: "Does the step need the tooltip to be visible?",
      answer:
        "It hovers first, so custom tooltips open. A title attribute is read directly, because browsers draw it outside the page where automation cannot see it.",
    },
  },
  {
    label: "tag name",
    reads: "It reads the element's HTML tag (button, a, input …), which tells real buttons from clickable divs.",
    comparators: [isEqual],
    mobile: false,
    since: "1.2",
    faq: {
      question: "Why verify a tag name?",
      answer:
        "Accessibility and keyboard use depend on it: a div that looks like a button cannot be reached with Tab. This check keeps such regressions out of a design system.",
    },
  },
  {
    label: "link address",
    reads: "It reads the absolute address a link points to (its resolved href), without following it.",
    comparators: [isEqual, contains, startsWith, endsWith, doesNotContain, matchesPattern],
    mobile: false,
    since: "1.4",
    faq: {
      question: "Is a relative href compared as written?",
      answer:
        "No, it is resolved against the page's address first, so “/help” on https://demo.ignitest.example reads as https://demo.ignitest.example/help.",
    },
  },
];

const targets: ElementTarget[] = [onElement, inFrame];

const drafts = cross(
  properties.flatMap((property) => property.comparators.map((comparator) => ({ property, comparator }))),
  targets,
  ({ property, comparator }, target): NlpDraft => {
    const name = `Verify ${property.label} of ${target.noun} ${comparator.suffix}`;
    const platforms = property.mobile ? target.platforms : sharedPlatforms(webOnly, target.platforms);
    return {
      name,
      short: `Checks that the ${property.label} of ${target.short} ${comparator.check}.`,
      long: `Checks that the ${property.label} of the ${target.noun} ${comparator.check}, and fails the step with both values when it does not. ${property.reads} ${target.detail}`,
      inputs: [
        ...target.inputs("The element to check", "Order confirmation message"),
        ...(property.extra ? [property.extra] : []),
        ...(comparator.expected ? [comparator.expected] : []),
      ],
      platforms,
      since: latest(property.since, target.since),
      tags: [property.label],
      faqs: [comparator.faq, property.faq, target.faq(name)],
    };
  },
);

export const verifyElementProperties = nlpFamily(
  {
    category: {
      id: "element-text-and-attribute-checks",
      title: "Element text and attribute checks",
      shortDescription: "Verify the text, value, attributes and styles of elements.",
      description:
        "Assertions on what an element shows and holds: its visible text, input value, attributes, computed CSS, placeholder, tooltip, tag and link address, compared exactly, partly, by prefix or suffix, or with a regular expression, on the page or inside a frame.",
      usageCount: 9100,
    },
    platforms: webOnly,
    since: "1.0",
    tags: ["verification", "assertion"],
    scenarios: [
      (_draft, example) => ({
        title: "Check the order confirmation",
        steps: [
          step("Click on element", { element: "Place order button" }),
          step("Wait till element is visible", { element: "Order confirmation message" }),
          example,
        ],
      }),
      (_draft, example) => ({
        title: "Check a page after signing in",
        steps: [
          step("Navigate to URL", { url: demo.login }),
          step("Enter input into element", { element: "Email field", input: "qa.user@example.com" }),
          step("Click on element", { element: "Sign in button" }),
          example,
        ],
      }),
      (_draft, example) => ({
        title: "Compare with a value stored earlier",
        steps: [
          step("Store element text into variable", { element: "Order total label", variable: "total" }),
          step("Navigate to URL", { url: `${demo.shop}/orders/latest` }),
          example,
        ],
      }),
    ],
    faqs: [
      () => ({
        question: "Does a failed verification stop the test case?",
        answer:
          "By default, yes: the step fails and the test case stops with a screenshot. Mark the step “continue on failure” to record the failure and carry on, which suits checks of many fields on one page.",
      }),
      () => ({
        question: "Does the step wait until the value is right?",
        answer:
          "It waits for the element to exist, then compares once. For values that change after a request, put a “Wait till text of element …” step before it.",
      }),
    ],
  },
  drafts,
);
