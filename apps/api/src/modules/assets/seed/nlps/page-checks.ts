import { cross, demo, input, type NlpDraft, nlpFamily, output, step, webOnly } from "../catalogue-kit.js";
import { contains, doesNotContain, endsWith, isEqual, isNotEqual, matchesPattern, startsWith } from "./comparators.js";

/** Verify {title | URL} of the page {is | contains | …}, plus page-wide text and source checks. */
const subjects = [
  {
    label: "title",
    reads: "The title is the text of the page's <title>, shown on the browser tab and read first by screen readers.",
    example: "Your cart – Ignitest Shop",
    faq: {
      question: "My single-page app changes its title late. Will the check fail?",
      answer:
        "It can, because the title changes after the route renders. Put “Wait till title of the page contains” before the verification, or verify with “contains” on the stable part.",
    },
  },
  {
    label: "URL",
    reads: "The URL is the full address in the address bar, including the query string and the #fragment.",
    example: "/checkout/shipping",
    faq: {
      question: "Does the URL check include query parameters?",
      answer:
        "Yes, the whole address is compared. Use “contains” with the path, or “Store query parameter of URL into variable” to check one parameter on its own.",
    },
  },
];

const comparators = [isEqual, isNotEqual, contains, doesNotContain, startsWith, endsWith, matchesPattern];

const subjectDrafts = cross(
  subjects,
  comparators,
  (subject, comparator): NlpDraft => ({
    name: `Verify ${subject.label} of the page ${comparator.suffix}`,
    short: `Checks that the page's ${subject.label} ${comparator.check}.`,
    long: `Reads the ${subject.label} of the current page and checks that it ${comparator.check}; on failure the report shows both values. ${subject.reads}`,
    inputs: comparator.expected ? [{ ...comparator.expected, example: subject.example }] : [],
    faqs: [comparator.faq, subject.faq],
    tags: [subject.label],
  }),
);

const storeDrafts: NlpDraft[] = [
  {
    name: "Store page title into variable",
    short: "Saves the current page's title.",
    long: "Reads the page's <title> and saves it into a variable, to compare it later or to use it in a report message.",
    inputs: [input("variable", "Variable", "Name of the variable to fill.", "pageTitle")],
    outputs: [output("title", "Text", "The page title.")],
  },
  {
    name: "Verify text is present on the page",
    short: "Checks that a text appears anywhere on the page.",
    long: "Searches the visible text of the whole page, frames excluded, and passes when the text appears anywhere. It suits messages whose element is not known in advance.",
    inputs: [input("text", "Text", "The text to look for.", "Your order has been placed")],
  },
  {
    name: "Verify text is not present on the page",
    short: "Checks that a text appears nowhere on the page.",
    long: "Searches the visible text of the whole page and passes when the text does not appear, for example that no “Error” or “undefined” leaks into the interface.",
    inputs: [input("text", "Text", "The text that must not appear.", "undefined")],
  },
  {
    name: "Verify page source contains",
    short: "Checks that the page's HTML contains a text.",
    long: "Searches the current HTML of the page, including markup and hidden parts, for the text. Use it for meta tags, structured data and attributes that are not visible.",
    inputs: [input("text", "Text", "The text the HTML must contain.", '<meta name="robots" content="index,follow">')],
    since: "1.1",
  },
  {
    name: "Verify page source does not contain",
    short: "Checks that the page's HTML does not contain a text.",
    long: "Searches the current HTML of the page and passes when the text is absent, for example that a staging script or a debug flag never reaches production.",
    inputs: [input("text", "Text", "The text the HTML must not contain.", "debug=true")],
    since: "1.1",
  },
  {
    name: "Verify page is scrolled to top",
    short: "Checks that the page's scroll position is at the top.",
    long: "Passes when the window's vertical scroll position is 0, which checks that a route change or a “back to top” button reset the scroll.",
    inputs: [],
    since: "1.5",
  },
  {
    name: "Verify page has no horizontal scroll",
    short: "Checks that the page fits the window's width.",
    long: "Passes when the document is not wider than the window, which catches the overflowing elements that break layouts on narrow screens.",
    inputs: [],
    since: "2.0",
  },
  {
    name: "Verify browser console has no errors",
    short: "Checks that the page logged no JavaScript errors.",
    long: "Reads the browser console since the page loaded and fails, listing them, if it holds any error entries, such as uncaught exceptions or failed resource loads.",
    inputs: [],
    since: "2.0",
  },
];

export const pageChecks = nlpFamily(
  {
    category: {
      id: "page-title-and-url-checks",
      title: "Page title and URL checks",
      shortDescription: "Verify where the browser is: title, address, page text and source.",
      description:
        "Assertions on the page as a whole: its title and address compared exactly, partly or with a pattern, text anywhere on the page, the HTML source, the scroll position and the browser console.",
      usageCount: 7300,
    },
    platforms: webOnly,
    since: "1.0",
    tags: ["verification", "page"],
    scenarios: [
      (_draft, example) => ({
        title: "Check the page reached after checkout",
        steps: [
          step("Navigate to URL", { url: demo.cart }),
          step("Click on element", { element: "Checkout button" }),
          example,
        ],
      }),
      (_draft, example) => ({
        title: "Check the landing page",
        steps: [
          step("Navigate to URL", { url: demo.shop }),
          step("Click on element if visible", { element: "Accept cookies button" }),
          example,
        ],
      }),
      (_draft, example) => ({
        title: "Check the page after a sign-in redirect",
        steps: [
          step("Navigate to URL", { url: `${demo.shop}/orders` }),
          step("Enter input into element", { element: "Email field", input: "qa.user@example.com" }),
          step("Click on element", { element: "Sign in button" }),
          example,
        ],
      }),
    ],
    faqs: [
      () => ({
        question: "Which tab does the step check?",
        answer:
          "The tab or window the test is in. After a link opens a new tab, switch to it first (“Switch to newly opened tab”).",
      }),
      () => ({
        question: "Are frames included?",
        answer:
          "No. Page-level checks read the top document. Use the “in frame” variants of element checks for content inside iframes.",
      }),
    ],
  },
  [...subjectDrafts, ...storeDrafts],
);
