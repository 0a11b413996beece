import { input, nlpFamily, webOnly } from "../catalogue-kit.js";
import { element, qualityFaqs, qualityScenarios } from "./quality-shared.js";
import { draftsFromRows, type NlpRow } from "./row-drafts.js";

/** Accessibility: WCAG 2.2 scans and the checks behind them. */
const impacts = ["critical", "serious", "moderate", "minor"] as const;

const accessibilityRows: NlpRow[] = [
  [
    "Run accessibility scan on page",
    "Checks the whole page against WCAG rules.",
    "Runs the axe-core rules for WCAG 2.2 A and AA and attaches every violation, with the elements involved, to the report; the step fails on any violation.",
    [],
    "2.0",
  ],
  [
    "Run accessibility scan on element",
    "Checks one part of the page against WCAG rules.",
    "Runs the axe-core rules on the element and its children only, for components such as a new dialog or menu.",
    [element("Checkout form")],
    "2.0",
  ],
  ...impacts.map(
    (impact): NlpRow => [
      `Verify page has no ${impact} accessibility violations`,
      `Checks that the page has no accessibility violation of ${impact} impact${impact === "minor" ? "" : " or worse"}.`,
      `Runs the WCAG 2.2 AA rules and fails only on violations whose impact is ${impact}${impact === "minor" ? "" : " or higher"}, so teams can tighten the bar step by step.`,
      [],
      "2.0",
    ],
  ),
  [
    "Verify images have alternative text",
    "Checks that every image has a text alternative.",
    "Every img element needs an alt attribute (empty for decorative images) and every role=img an accessible name.",
    [],
    "2.0",
  ],
  [
    "Verify element has accessible name",
    "Checks that an element has a name for screen readers.",
    "Computes the name the way browsers do (aria-labelledby, aria-label, label, content, title) and fails when it is empty, as for icon-only buttons.",
    [element("Cart icon")],
    "2.0",
  ],
  [
    "Verify accessible name of element is",
    "Checks the exact name screen readers announce.",
    "Computes the accessible name and compares it with the text you give.",
    [element("Cart icon"), input("expected name", "Text", "The name it should have.", "Cart, 2 items")],
    "2.1",
  ],
  [
    "Verify ARIA role of element is",
    "Checks an element's role for assistive technology.",
    "Reads the explicit role or the implicit one of its tag (button, link, navigation …) and compares it.",
    [element("Categories menu"), input("role", "Text", "The expected role.", "button")],
    "2.1",
  ],
  [
    "Verify colour contrast of element",
    "Checks that an element's text has enough contrast.",
    "Computes the contrast ratio between the text and its background and requires 4.5:1, or 3:1 for large text, as WCAG 1.4.3 does.",
    [element("Primary button")],
    "2.0",
  ],
  [
    "Verify form field has label",
    "Checks that a form field has a visible, linked label.",
    "A placeholder alone does not count; the label must be associated through for/id, wrapping or aria-labelledby.",
    [element("Email field")],
    "2.0",
  ],
  [
    "Verify heading order of page",
    "Checks that headings do not skip levels.",
    "Passes when the page has one h1 and no heading jumps more than one level deeper than the one before it.",
    [],
    "2.1",
  ],
  [
    "Verify page language is set",
    "Checks that the page declares its language.",
    "The html element must carry a valid lang attribute, so screen readers pronounce the content correctly.",
    [],
    "2.0",
  ],
  [
    "Verify element is reachable by keyboard",
    "Checks that Tab reaches an element.",
    "Presses Tab from the top of the page until the element has the focus, failing after 200 presses or when the focus cycles.",
    [element("Place order button")],
    "2.1",
  ],
  [
    "Verify focus is visible on element",
    "Checks that the focused element shows a focus indicator.",
    "Compares the element's outline and box-shadow with and without focus; a change is required, as WCAG 2.4.7 asks.",
    [element("Sign in button")],
    "2.2",
  ],
  [
    "Verify touch target size of element",
    "Checks that an element is large enough to tap.",
    "The element must be at least 24 by 24 CSS pixels, or have that much spacing, as WCAG 2.5.8 asks.",
    [element("Remove item button")],
    "2.2",
  ],
];

export const accessibility = nlpFamily(
  {
    category: {
      id: "accessibility-checks",
      title: "Accessibility checks",
      shortDescription: "WCAG 2.2 scans, names, roles, contrast, labels and keyboard reach.",
      description:
        "Keep pages usable for everyone: scan pages and components against WCAG 2.2 AA, by impact level, and check names, roles, contrast, labels, headings, language, keyboard reach, visible focus and touch target sizes.",
      usageCount: 2600,
    },
    platforms: webOnly,
    since: "2.0",
    tags: ["accessibility", "wcag"],
    scenarios: qualityScenarios,
    faqs: qualityFaqs,
  },
  draftsFromRows(accessibilityRows),
);
