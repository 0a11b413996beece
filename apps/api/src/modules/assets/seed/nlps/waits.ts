import type { Platform, SinceVersion } from "@ignitest/contracts";
import { allPlatforms, cross, demo, input, latest, type NlpDraft, nlpFamily, step, webOnly } from "../catalogue-kit.js";
import { type ElementTarget, inFrame, onElement, sharedPlatforms, withText } from "./element-targets.js";

/** Wait till {element …} is {visible | …}; waits on text, attributes, the page and time. */
type WaitState = { label: string; until: string; platforms: Platform[]; since: SinceVersion };

const waitStates: WaitState[] = [
  { label: "visible", until: "it is displayed", platforms: allPlatforms, since: "1.0" },
  {
    label: "not visible",
    until: "it is hidden or gone, such as a spinner or a closing dialog",
    platforms: allPlatforms,
    since: "1.0",
  },
  { label: "present", until: "it exists in the page, displayed or not", platforms: allPlatforms, since: "1.0" },
  { label: "not present", until: "it has been removed from the page", platforms: allPlatforms, since: "1.0" },
  {
    label: "enabled",
    until: "it can be used, such as a submit button that unlocks once a form is valid",
    platforms: allPlatforms,
    since: "1.0",
  },
  {
    label: "disabled",
    until: "it is disabled, such as a button that locks while a request runs",
    platforms: allPlatforms,
    since: "1.1",
  },
  {
    label: "clickable",
    until: "it is visible, enabled and not covered by an overlay",
    platforms: webOnly,
    since: "1.1",
  },
  { label: "selected", until: "it is checked or selected", platforms: allPlatforms, since: "1.2" },
];

const timeout = input(
  "timeout",
  "Duration",
  "Longest time to wait, in seconds; the project's explicit wait (30 s) when empty.",
  "20",
  false,
);

const waitTargets: ElementTarget[] = [onElement, inFrame, withText];

const stateDrafts = cross(waitStates, waitTargets, (state, target): NlpDraft => {
  const name = `Wait till ${target.noun} is ${state.label}`;
  return {
    name,
    short: `Waits until ${target.short} is ${state.label}.`,
    long: `Pauses the test until the ${target.noun} is ${state.label}, that is until ${state.until}, checking every 250 ms. It moves on as soon as the condition holds and fails when the timeout passes. ${target.detail}`,
    inputs: [...target.inputs("The element to wait for", "Order confirmation message"), timeout],
    platforms: sharedPlatforms(state.platforms, target.platforms),
    since: latest(state.since, target.since),
    faqs: [target.faq(name)],
  };
});

const textWaits: NlpDraft[] = cross(
  [
    { label: "text of element", extra: [], since: "1.0" as SinceVersion, mobile: true },
    {
      label: "attribute value of element",
      extra: [input("attribute", "Text", "Name of the attribute to watch.", "aria-busy")],
      since: "1.2" as SinceVersion,
      mobile: true,
    },
    {
      label: "input value of element",
      extra: [],
      since: "1.3" as SinceVersion,
      mobile: true,
    },
  ],
  [
    { suffix: "is", check: "equals", example: "Paid" },
    { suffix: "contains", check: "contains", example: "Paid" },
    { suffix: "is not", check: "is no longer", example: "Loading…" },
  ],
  (subject, comparator): NlpDraft => ({
    name: `Wait till ${subject.label} ${comparator.suffix}`,
    short: `Waits until the ${subject.label.replace(" of element", "")} of an element ${comparator.check} a text.`,
    long: `Reads the ${subject.label.replace(" of element", "")} of the element every 250 ms and moves on as soon as it ${comparator.check} the text you give; it fails when the timeout passes and reports the last value read. It suits statuses that update after a background request.`,
    inputs: [
      input("element", "Element", "The element to watch.", "Order status label"),
      ...subject.extra,
      input("text", "Text", "The text to wait for.", comparator.example),
      timeout,
    ],
    platforms: subject.mobile ? allPlatforms : webOnly,
    since: subject.since,
  }),
);

const pageWaits: NlpDraft[] = [
  ...cross(
    ["title", "URL"],
    ["is", "contains"],
    (subject, suffix): NlpDraft => ({
      name: `Wait till ${subject} of the page ${suffix}`,
      short: `Waits until the page's ${subject} ${suffix === "is" ? "equals" : "contains"} a text.`,
      long: `Checks the page's ${subject} every 250 ms and moves on as soon as it ${suffix === "is" ? "equals" : "contains"} the text you give. Single-page applications change their ${subject} after the route renders, so wait before verifying it.`,
      inputs: [
        input("text", "Text", `The ${subject} text to wait for.`, subject === "title" ? "Checkout" : "/checkout"),
        timeout,
      ],
      since: "1.1",
    }),
  ),
  {
    name: "Wait for seconds",
    short: "Pauses the test for a fixed number of seconds.",
    long: "Pauses for the time you give. Prefer a condition-based wait (“Wait till …”), which moves on as soon as the page is ready; keep fixed pauses for third-party widgets that give no signal.",
    inputs: [input("seconds", "Duration", "How long to pause, in seconds (decimals allowed).", "2")],
    platforms: allPlatforms,
  },
  {
    name: "Wait till page is loaded",
    short: "Waits until the page has finished loading.",
    long: "Waits until the document's readyState is complete and no network request has been pending for half a second, which covers pages that keep loading data after the load event.",
    inputs: [timeout],
    since: "1.1",
  },
  {
    name: "Wait till alert is present",
    short: "Waits until a JavaScript alert, confirm or prompt opens.",
    long: "Waits until the browser shows a JavaScript alert, confirm or prompt dialog, so the next step can read, accept or dismiss it.",
    inputs: [timeout],
    since: "1.1",
  },
  {
    name: "Wait till number of tabs is",
    short: "Waits until a number of tabs and windows are open.",
    long: "Waits until the session has exactly the number of tabs and windows you give, which is the reliable way to wait for a pop-up or a link opened in a new tab.",
    inputs: [input("count", "Number", "How many tabs to wait for.", "2"), timeout],
    since: "1.2",
  },
  {
    name: "Wait till count of elements is",
    short: "Waits until a locator matches a number of elements.",
    long: "Counts the matching elements every 250 ms and moves on when the count equals the number you give, for lists that fill in batches or rows that are added one by one.",
    inputs: [
      input("elements", "Element", "A locator that matches every element to count.", "Cart line items"),
      input("count", "Number", "How many elements to wait for.", "3"),
      timeout,
    ],
    platforms: allPlatforms,
    since: "1.3",
  },
  {
    name: "Wait till network is idle",
    short: "Waits until the page has no request in flight.",
    long: "Watches the page's network traffic and moves on when no request has been pending for half a second, for dashboards that load many widgets in parallel.",
    inputs: [timeout],
    since: "2.0",
  },
  {
    name: "Set implicit wait",
    short: "Changes how long steps wait for elements to appear.",
    long: "Sets, for the rest of the test case, how long every step waits for its element before failing with “Element not found”. Raise it for slow environments rather than adding fixed pauses.",
    inputs: [input("seconds", "Duration", "The new implicit wait in seconds.", "15")],
    platforms: allPlatforms,
    since: "1.1",
  },
];

export const waits = nlpFamily(
  {
    category: {
      id: "waits-and-synchronization",
      title: "Waits and synchronization",
      shortDescription: "Wait for elements, texts, pages and tabs instead of fixed pauses.",
      description:
        "Synchronize tests with the application: wait until elements are visible, hidden, enabled or gone, until texts and attributes change, until the page, the network or a new tab is ready, and tune the implicit wait.",
      usageCount: 8900,
    },
    platforms: webOnly,
    since: "1.0",
    tags: ["wait", "synchronization"],
    scenarios: [
      (_draft, example) => ({
        title: "Wait for the order to be confirmed",
        steps: [step("Click on element", { element: "Place order button" }), example, step("Take screenshot of page")],
      }),
      (_draft, example) => ({
        title: "Wait for search results",
        steps: [
          step("Navigate to URL", { url: demo.shop }),
          step("Enter input into element", { element: "Search box", input: "trail shoes" }),
          step("Press Enter key"),
          example,
          step("Verify count of elements is greater than", { elements: "Product cards", count: "0" }),
        ],
      }),
    ],
    faqs: [
      () => ({
        question: "Why not just add “Wait for seconds”?",
        answer:
          "A fixed pause is either too short on a slow day, making the test flaky, or too long on a fast one, wasting minutes across a suite. A condition-based wait ends as soon as the application is ready.",
      }),
      () => ({
        question: "What happens when the timeout passes?",
        answer:
          "The step fails with the condition it waited for, the last state it saw and a screenshot. Mark it “continue on failure” if the rest of the test should still run.",
      }),
      () => ({
        question: "How often is the condition checked?",
        answer:
          "Every 250 milliseconds, so the step moves on at most a quarter of a second after the condition becomes true.",
      }),
    ],
  },
  [...stateDrafts, ...textWaits, ...pageWaits],
);
