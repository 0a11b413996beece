import type { NlpFaq, Platform, SinceVersion } from "@ignitest/contracts";
import { allPlatforms, cross, demo, input, latest, type NlpDraft, nlpFamily, step, webOnly } from "../catalogue-kit.js";
import {
  atOffset,
  type ElementTarget,
  inFrame,
  inShadowDom,
  nthOfList,
  onElement,
  sharedPlatforms,
  withText,
} from "./element-targets.js";

/** Mouse and click actions: every click-like action × every way of pointing at an element. */
type ClickAction = {
  name(noun: string): string;
  /** One sentence, given how the target reads ("an element inside an iframe"). */
  summary(what: string): string;
  detail: string;
  role: string;
  platforms: Platform[];
  since: SinceVersion;
  targets: ElementTarget[];
  faq(name: string): NlpFaq;
};

const everyTarget = [onElement, inFrame, inShadowDom, withText, nthOfList, atOffset];

const actions: ClickAction[] = [
  {
    name: (noun) => `Click on ${noun}`,
    summary: (what) => `Clicks ${what}.`,
    detail:
      "It scrolls the element into view, waits until it can receive the click and performs a single left click, exactly as a user would.",
    role: "The element to click",
    platforms: allPlatforms,
    since: "1.0",
    targets: everyTarget,
    faq: (name) => ({
      question: `What if another element covers the target when “${name}” runs?`,
      answer:
        "The click would land on the covering element, so the step fails with “element click intercepted” and names it. Wait for the overlay to go away (“Wait till element is not visible”) or close it first; use the JavaScript variant only when the overlay is part of the design.",
    }),
  },
  {
    name: (noun) => `Double click on ${noun}`,
    summary: (what) => `Double-clicks ${what}.`,
    detail:
      "It sends two left clicks in quick succession, which opens items, selects words and starts in-place editing.",
    role: "The element to double-click",
    platforms: allPlatforms,
    since: "1.0",
    targets: everyTarget,
    faq: () => ({
      question: "Does a double click also fire two single click events?",
      answer:
        "Yes: browsers fire click, click, then dblclick, just as with a real mouse. If a single click already navigates away, the second click may hit the next page; in that case use “Click on element”.",
    }),
  },
  {
    name: (noun) => `Right click on ${noun}`,
    summary: (what) => `Right-clicks ${what} to open its context menu.`,
    detail: "It opens the page's own context menu on the element (the browser's menu is not part of the page).",
    role: "The element to right-click",
    platforms: webOnly,
    since: "1.0",
    targets: everyTarget,
    faq: () => ({
      question: "Can I pick an entry of the browser's own context menu?",
      answer:
        "No automation tool can, because that menu belongs to the browser, not the page. Custom context menus drawn by the application are regular elements: right-click, then use “Click on element with text”.",
    }),
  },
  {
    name: (noun) => `Mouse hover on ${noun}`,
    summary: (what) => `Moves the mouse pointer over ${what} without clicking.`,
    detail: "Nothing is clicked: hover menus, tooltips and hover styles open as they would for a user.",
    role: "The element to hover over",
    platforms: webOnly,
    since: "1.0",
    targets: everyTarget,
    faq: () => ({
      question: "The hover menu closes before the next step. What can I do?",
      answer:
        "Chain the next step right after the hover and target the menu entry directly, or use “Wait till element is visible” on the entry. Moving the pointer elsewhere, even by a screenshot step, closes most hover menus.",
    }),
  },
  {
    name: (noun) => `Click and hold on ${noun}`,
    summary: (what) => `Presses and holds the left mouse button on ${what}.`,
    detail:
      "The button stays down until a “Release mouse” step, for long-press menus, sliders and hand-made drag and drop.",
    role: "The element to press",
    platforms: webOnly,
    since: "1.1",
    targets: [onElement, inFrame, withText, nthOfList, atOffset],
    faq: () => ({
      question: "What happens if I never release the mouse?",
      answer:
        "The button is released automatically when the test case ends, but the page may stay in a dragging state until then. Pair every “Click and hold” with “Release mouse” in the same test case.",
    }),
  },
  {
    name: (noun) => `Click on ${noun} using JavaScript`,
    summary: (what) => `Clicks ${what} through the page's JavaScript.`,
    detail:
      "It calls the element's click() in the page instead of moving a pointer, which works even when the element is hidden or covered. Use it for known overlays, not to hide real defects.",
    role: "The element to click",
    platforms: webOnly,
    since: "1.2",
    targets: [onElement, inFrame, inShadowDom, withText, nthOfList],
    faq: () => ({
      question: "Why not always click with JavaScript?",
      answer:
        "Because a user cannot click an element that is hidden or covered, and a JavaScript click would pass anyway. Keep it for controls that a styled overlay covers by design, and use the regular click everywhere else.",
    }),
  },
  {
    name: (noun) => `Click on ${noun} if visible`,
    summary: (what) => `Clicks ${what} when it is visible, and moves on when it is not.`,
    detail:
      "When the element is not visible within two seconds the step passes without clicking, which suits optional banners and cookie prompts.",
    role: "The element to click when it shows",
    platforms: allPlatforms,
    since: "1.5",
    targets: [onElement, inFrame, withText, nthOfList],
    faq: () => ({
      question: "Will the step fail if the element never appears?",
      answer:
        "No, that is its purpose: it waits briefly (two seconds), then passes and notes “element not visible, click skipped” in the report. Use the plain click when the element must be there.",
    }),
  },
];

const exampleFor = (target: ElementTarget) =>
  target === inShadowDom ? "button.pay" : target === nthOfList ? "Product cards" : "Add to cart button";

const targetDrafts = cross(actions, everyTarget, (action, target): NlpDraft | null => {
  if (!action.targets.includes(target)) return null;
  const name = action.name(target.noun);
  return {
    name,
    short: action.summary(target.short),
    long: `${action.summary(`the ${target.noun}`)} ${action.detail} ${target.detail}`,
    inputs: target.inputs(action.role, exampleFor(target)),
    platforms: sharedPlatforms(action.platforms, target.platforms),
    since: latest(action.since, target.since),
    tags: ["click", "mouse"],
    faqs: [action.faq(name), target.faq(name)],
  };
});

const extraDrafts: NlpDraft[] = [
  {
    name: "Release mouse",
    short: "Releases the mouse button held by “Click and hold”.",
    long: "Releases the left mouse button at the pointer's current position, ending a “Click and hold” or a hand-made drag. Between the two steps you can move the pointer with “Move mouse by offset” or “Mouse hover on element”.",
    inputs: [],
  },
  {
    name: "Release mouse on element",
    short: "Moves the pointer to an element and releases the held button there.",
    long: "Moves the pointer to the element and releases the left mouse button on it, which drops whatever “Click and hold” picked up. Use it for drag and drop that the HTML5 drag events of “Drag element and drop on element” do not trigger.",
    inputs: [input("element", "Element", "The element to release the button over.", "Done column")],
  },
  {
    name: "Move mouse by offset",
    short: "Moves the pointer by a number of pixels from where it is.",
    long: "Moves the mouse pointer right and down by the pixels you give (negative values go left and up), keeping any held button pressed. It drives sliders, signature pads and canvas drawings.",
    inputs: [
      input("x offset", "Number", "Pixels to move right (negative: left).", "120"),
      input("y offset", "Number", "Pixels to move down (negative: up).", "0"),
    ],
  },
  {
    name: "Drag element and drop on element",
    short: "Drags one element and drops it on another.",
    long: "Presses the mouse on the source element, moves it over the target in small steps so the page sees a real drag, and releases it there. It fires both pointer events and HTML5 drag-and-drop events, so it works with Kanban boards, sortable lists and file drop zones.",
    inputs: [
      input("source element", "Element", "The element to pick up.", "Task card “Write release notes”"),
      input("target element", "Element", "The element to drop it on.", "Done column"),
    ],
    since: "1.1",
  },
  {
    name: "Drag element by offset",
    short: "Drags an element a number of pixels right and down.",
    long: "Presses the mouse on the element, moves it by the offset you give and releases it. It moves slider handles and resizes panels whose drop target is a position rather than an element.",
    inputs: [
      input("element", "Element", "The element to drag.", "Price slider handle"),
      input("x offset", "Number", "Pixels to move right (negative: left).", "80"),
      input("y offset", "Number", "Pixels to move down (negative: up).", "0"),
    ],
    since: "1.1",
  },
  {
    name: "Drag element and drop on element in frame",
    short: "Drags an element and drops it on another inside an iframe.",
    long: "Both elements live inside the same iframe: the step switches into the frame, performs the drag and drop with pointer and HTML5 events, and switches back to the main page.",
    inputs: [
      input("source element", "Element", "The element to pick up.", "Widget tile"),
      input("target element", "Element", "The element to drop it on.", "Dashboard slot 2"),
      input("frame", "Text", "Name, id or 1-based index of the iframe.", "dashboard-editor"),
    ],
    since: "1.3",
  },
  {
    name: "Scroll to element",
    short: "Scrolls the page until the element is in view.",
    long: "Scrolls the nearest scrollable container, then the page, until the element is fully in view. Clicks scroll by themselves; use this before screenshots or when lazy loading needs the element on screen.",
    inputs: [input("element", "Element", "The element to bring into view.", "Customer reviews section")],
    platforms: allPlatforms,
  },
  {
    name: "Scroll to top of page",
    short: "Scrolls the page back to the very top.",
    long: "Scrolls the window to position 0,0, which brings back headers that hide on scroll and resets the page before a full-page screenshot.",
    inputs: [],
  },
  {
    name: "Scroll to bottom of page",
    short: "Scrolls the page to the very bottom.",
    long: "Scrolls the window to the bottom of the document; on pages with infinite scroll it triggers the next batch once. Repeat it with a wait to load several batches.",
    inputs: [],
  },
  {
    name: "Scroll page by pixels",
    short: "Scrolls the page right and down by a number of pixels.",
    long: "Scrolls the window by the pixels you give, negative values scrolling up or left. Use it to reveal sticky elements or to test scroll-triggered animations.",
    inputs: [
      input("x pixels", "Number", "Pixels to scroll right (negative: left).", "0"),
      input("y pixels", "Number", "Pixels to scroll down (negative: up).", "600"),
    ],
  },
  {
    name: "Scroll inside element by pixels",
    short: "Scrolls a scrollable panel by a number of pixels.",
    long: "Scrolls inside a scrollable element (a side panel, a grid, a chat history) rather than the page. The element must have overflow; otherwise the step fails and says that the element cannot scroll.",
    inputs: [
      input("element", "Element", "The scrollable panel.", "Chat history panel"),
      input("y pixels", "Number", "Pixels to scroll down (negative: up).", "400"),
    ],
    since: "1.3",
  },
];

export const clickActions = nlpFamily(
  {
    category: {
      id: "mouse-and-click-actions",
      title: "Mouse and click actions",
      shortDescription: "Click, double-click, hover, drag and scroll the way a user does.",
      description:
        "Every mouse interaction a test needs: single, double and right clicks, hovering, click-and-hold, drag and drop, and scrolling. Each action works on a plain element, an element inside a frame or a shadow DOM, an element found by its text, or the nth match of a list.",
      usageCount: 9800,
    },
    platforms: webOnly,
    since: "1.0",
    tags: ["mouse"],
    scenarios: [
      (_draft, example) => ({
        title: "Add a product to the cart",
        steps: [
          step("Navigate to URL", { url: demo.products }),
          step("Wait till element is visible", { element: "Product cards" }),
          example,
          step("Verify text of element is", { element: "Cart badge", "expected text": "1" }),
        ],
      }),
      (draft, example) => ({
        title: `Use “${draft.name}” after signing in`,
        steps: [
          step("Navigate to URL", { url: demo.login }),
          step("Enter input into element", { element: "Email field", input: "qa.user@example.com" }),
          step("Enter masked input into element", { element: "Password field", input: "{password}" }),
          step("Click on element", { element: "Sign in button" }),
          example,
        ],
      }),
      (_draft, example) => ({
        title: "Check the result on the page",
        steps: [step("Navigate to URL", { url: demo.shop }), example, step("Take screenshot of page")],
      }),
    ],
    faqs: [
      () => ({
        question: "Does the step wait for the page to be ready?",
        answer:
          "Yes. Before acting it waits up to the implicit wait for the element to be present, visible and not moving. Page loads started by the action are awaited by the next step, not by this one.",
      }),
      () => ({
        question: "Can I run this on a mobile browser?",
        answer:
          "Mouse-only actions (hover, right click, click and hold) need a desktop browser. Clicks run on mobile browsers and native apps too, where they become taps.",
      }),
    ],
  },
  [...targetDrafts, ...extraDrafts],
);
