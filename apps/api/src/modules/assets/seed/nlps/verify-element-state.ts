import type { NlpFaq, Platform, SinceVersion } from "@ignitest/contracts";
import { allPlatforms, cross, demo, input, latest, type NlpDraft, nlpFamily, step, webOnly } from "../catalogue-kit.js";
import { numberComparators } from "./comparators.js";
import { type ElementTarget, inFrame, onElement, sharedPlatforms, withText } from "./element-targets.js";

/** Verify {element | element in frame | element with text} is {visible | enabled | …}; counts; list checks. */
type State = { label: string; means: string; platforms: Platform[]; since: SinceVersion; faq: NlpFaq };

const states: State[] = [
  {
    label: "visible",
    means: "it is displayed: it has a size, is not hidden by CSS and is not transparent",
    platforms: allPlatforms,
    since: "1.0",
    faq: {
      question: "Is an element scrolled out of view still visible?",
      answer:
        "Yes. Visible means rendered and not hidden; it may be below the fold. Use “is displayed in viewport” when the user must see it without scrolling.",
    },
  },
  {
    label: "not visible",
    means: "it is hidden or absent: missing from the page counts as not visible too",
    platforms: allPlatforms,
    since: "1.0",
    faq: {
      question: "What is the difference between “not visible” and “not present”?",
      answer:
        "“Not visible” passes for hidden elements that are still in the page (display: none, collapsed panels) and for missing ones. “Not present” passes only when the element is gone from the page.",
    },
  },
  {
    label: "enabled",
    means: "a user can interact with it: it is not disabled and not inside a disabled fieldset",
    platforms: allPlatforms,
    since: "1.0",
    faq: {
      question: "My button looks disabled but the step says enabled. Why?",
      answer:
        "The button is only styled as disabled. The step reads the disabled property (and aria-disabled), as assistive technology does; a styled-only button is a real accessibility defect worth reporting.",
    },
  },
  {
    label: "disabled",
    means: "it is disabled (the disabled property or aria-disabled=true)",
    platforms: allPlatforms,
    since: "1.0",
    faq: {
      question: "Can I check that the submit button stays disabled until the form is valid?",
      answer:
        "Yes: verify it is disabled, fill in the required fields, then verify it is enabled. That pair is one of the most useful form checks.",
    },
  },
  {
    label: "selected",
    means: "it is checked or selected: a ticked checkbox, a chosen radio button or option, an on switch",
    platforms: allPlatforms,
    since: "1.0",
    faq: {
      question: "Does this work for custom toggles built from divs?",
      answer:
        "Yes, when they expose aria-checked or aria-selected as they should. Toggles that only change a CSS class need “Verify attribute value of element contains” on that class.",
    },
  },
  {
    label: "not selected",
    means: "it is not checked or selected",
    platforms: allPlatforms,
    since: "1.0",
    faq: {
      question: "Does an indeterminate checkbox count as selected?",
      answer:
        "No. An indeterminate (mixed) checkbox is not selected; check its aria-checked=mixed attribute if the mixed state matters.",
    },
  },
  {
    label: "present",
    means: "it exists in the page, whether or not it is displayed",
    platforms: allPlatforms,
    since: "1.0",
    faq: {
      question: "When do I need “present” rather than “visible”?",
      answer:
        "For elements that exist but are hidden by design: hidden inputs, analytics markers, lazily rendered rows. For anything the user should see, prefer “visible”.",
    },
  },
  {
    label: "not present",
    means: "it does not exist in the page at all",
    platforms: allPlatforms,
    since: "1.0",
    faq: {
      question: "Does the step wait for the element to disappear?",
      answer:
        "No. It checks immediately, without the implicit wait, so it passes quickly when the element is gone. Use “Wait till element is not present” when removal takes a moment.",
    },
  },
  {
    label: "clickable",
    means: "it is visible, enabled and not covered by another element at its centre",
    platforms: webOnly,
    since: "1.2",
    faq: {
      question: "How does the step know that nothing covers the element?",
      answer:
        "It asks the browser which element lies at the centre point of the target. If that is the target or one of its children, the element is clickable; otherwise the step names the covering element.",
    },
  },
  {
    label: "read-only",
    means: "its value cannot be edited (the readonly attribute or aria-readonly=true)",
    platforms: webOnly,
    since: "1.3",
    faq: {
      question: "Is a disabled field also read-only?",
      answer:
        "Not for this step. A disabled field cannot be focused or submitted; a read-only one can be focused and its value is submitted. Check the state your form is meant to have.",
    },
  },
  {
    label: "editable",
    means: "a user can type into it: it is enabled and not read-only",
    platforms: allPlatforms,
    since: "1.3",
    faq: {
      question: "Can I use this for rich-text editors?",
      answer: "Yes. Elements with contenteditable=true count as editable, so the step works for editors built on them.",
    },
  },
  {
    label: "displayed in viewport",
    means: "it is visible inside the current window without scrolling",
    platforms: allPlatforms,
    since: "1.5",
    faq: {
      question: "Does a half-visible element pass?",
      answer:
        "Yes, when any part of it lies inside the viewport. Use it to check sticky headers, banners above the fold and that a scroll brought an element into view.",
    },
  },
];

const stateTargets: ElementTarget[] = [onElement, inFrame, withText];

const stateDrafts = cross(states, stateTargets, (state, target): NlpDraft => {
  const name = `Verify ${target.noun} is ${state.label}`;
  return {
    name,
    short: `Checks that ${target.short} is ${state.label}.`,
    long: `Passes when the ${target.noun} is ${state.label}: ${state.means}. ${target.detail}`,
    inputs: target.inputs("The element to check", "Place order button"),
    platforms: sharedPlatforms(state.platforms, target.platforms),
    since: latest(state.since, target.since),
    tags: ["state"],
    faqs: [state.faq, target.faq(name)],
  };
});

const countDrafts = cross(numberComparators("count", "3"), [onElement, inFrame], (comparator, target): NlpDraft => {
  const where = target === inFrame ? " in frame" : "";
  return {
    name: `Verify count of elements${where} ${comparator.suffix}`,
    short: `Checks that the number of elements matching a locator${where ? " inside an iframe" : ""} ${comparator.check} a number.`,
    long: `Counts the elements the locator matches${where ? " inside the named iframe" : " on the page"} and checks that the count ${comparator.check} the number you give. Hidden matches are counted too; combine the locator with :visible conditions if only displayed ones matter.`,
    inputs: [
      input("elements", "Element", "A locator that matches every element to count.", "Cart line items"),
      ...(target === inFrame
        ? [input("frame", "Text", "Name, id or 1-based index of the iframe.", "results-frame")]
        : []),
      comparator.input,
    ],
    platforms: target === inFrame ? webOnly : allPlatforms,
    since: target === inFrame ? "1.2" : "1.0",
    tags: ["count"],
  };
});

const listInput = input(
  "elements",
  "Element",
  "A locator that matches every element of the list.",
  "Product card price",
);

const listDrafts: NlpDraft[] = [
  {
    name: "Verify elements text is sorted ascending",
    short: "Checks that a list's texts are in ascending order.",
    long: "Reads the text of every matching element in page order and checks that they are sorted from lowest to highest. Numbers and prices (with currency signs) compare as numbers, dates as dates, everything else alphabetically ignoring case.",
    inputs: [listInput],
    since: "1.3",
  },
  {
    name: "Verify elements text is sorted descending",
    short: "Checks that a list's texts are in descending order.",
    long: "Reads the text of every matching element in page order and checks that they run from highest to lowest, comparing numbers, prices and dates by value and other texts alphabetically.",
    inputs: [listInput],
    since: "1.3",
  },
  {
    name: "Verify elements text has no duplicates",
    short: "Checks that no two elements of a list show the same text.",
    long: "Reads the text of every matching element and fails, listing the repeats, if any text appears more than once. It catches listings that show a product twice after paging.",
    inputs: [listInput],
    since: "1.4",
  },
  {
    name: "Verify any of elements text is",
    short: "Checks that at least one element of a list shows a text.",
    long: "Passes when the text of at least one matching element equals the expected text, which checks a list without knowing the item's position.",
    inputs: [listInput, input("expected text", "Text", "The text one of the elements must show.", "$19.99")],
    since: "1.3",
  },
  {
    name: "Verify all elements text contains",
    short: "Checks that every element of a list contains a text.",
    long: "Passes when the text of every matching element contains the expected text, for example that every search result mentions the search word.",
    inputs: [listInput, input("expected text", "Text", "The text every element must contain.", "$")],
    since: "1.3",
  },
  {
    name: "Store elements text into list variable",
    short: "Saves the texts of every matching element as a list.",
    long: "Reads the text of every matching element in page order and saves them as a list variable, to compare before and after a sort or filter.",
    inputs: [listInput, input("variable", "Variable", "Name of the list variable to fill.", "pricesBefore")],
    outputs: [{ name: "texts", type: "List", description: "The texts in page order." }],
    since: "1.4",
  },
];

export const verifyElementState = nlpFamily(
  {
    category: {
      id: "element-state-and-count-checks",
      title: "Element state and count checks",
      shortDescription: "Verify that elements are visible, enabled, selected or present, and count them.",
      description:
        "Assertions on the state of elements rather than their text: visible or hidden, enabled or disabled, selected, present, clickable, read-only or in the viewport; how many elements match a locator; and whether a list is sorted or has duplicates.",
      usageCount: 8400,
    },
    platforms: webOnly,
    since: "1.0",
    tags: ["verification", "assertion"],
    scenarios: [
      (_draft, example) => ({
        title: "Check the checkout form's state",
        steps: [
          step("Navigate to URL", { url: demo.cart }),
          step("Click on element", { element: "Checkout button" }),
          example,
        ],
      }),
      (_draft, example) => ({
        title: "Check the listing after filtering",
        steps: [
          step("Navigate to URL", { url: demo.products }),
          step("Select checkbox", { checkbox: "Brand filter checkbox" }),
          step("Wait till element is visible", { element: "Product cards" }),
          example,
        ],
      }),
      (_draft, example) => ({
        title: "Check the page after signing out",
        steps: [
          step("Click on element", { element: "Account menu" }),
          step("Click on element", { element: "Sign out link" }),
          example,
        ],
      }),
    ],
    faqs: [
      () => ({
        question: "Does a failed state check stop the test case?",
        answer:
          "Yes, unless the step is marked “continue on failure”. The report shows the state that was found and a screenshot of the page at that moment.",
      }),
      () => ({
        question: "Should I wait before checking a state?",
        answer:
          "When the state changes after a request or an animation, yes: use the matching “Wait till …” step first. The verification itself checks once and does not wait for the state to change.",
      }),
    ],
  },
  [...stateDrafts, ...countDrafts, ...listDrafts],
);
