import type { NlpFaq, SinceVersion } from "@ignitest/contracts";
import { cross, input, latest, mobilePlatforms, type NlpDraft, nlpFamily, step } from "../catalogue-kit.js";
import { type ElementTarget, nthOfList, onElement, withText } from "./element-targets.js";

/** Touch gestures on Android and iOS: taps × targets, swipes and scrolls × directions, pinches and drags. */
type Tap = {
  name(noun: string): string;
  summary(what: string): string;
  detail: string;
  since: SinceVersion;
  faq: NlpFaq;
};

const taps: Tap[] = [
  {
    name: (noun) => `Tap on ${noun}`,
    summary: (what) => `Taps ${what} with one finger.`,
    detail: "It is the touch equivalent of a click: a short press and release at the element's centre.",
    since: "1.0",
    faq: {
      question: "Tap or click: which one should a mobile test use?",
      answer:
        "Both work on native apps. Tap sends a real touch through the gesture API, which is what controls with touch handlers (swipeable cards, custom buttons) expect, so prefer it in mobile tests.",
    },
  },
  {
    name: (noun) => `Double tap on ${noun}`,
    summary: (what) => `Taps ${what} twice in quick succession.`,
    detail: "Two taps within 100 ms, which zooms maps and images and likes posts in social feeds.",
    since: "1.1",
    faq: {
      question: "The app sees two single taps instead of a double tap. Why?",
      answer:
        "Slow devices and emulators can stretch the gap between taps. Run the test on a real device or a faster emulator image; the gesture itself is sent with a 100 ms gap.",
    },
  },
  {
    name: (noun) => `Long press on ${noun}`,
    summary: (what) => `Presses and holds ${what}.`,
    detail:
      "The finger stays down for the time you give (one second by default), which opens context menus and starts drag modes.",
    since: "1.0",
    faq: {
      question: "How long is the press?",
      answer:
        "One second unless you give another duration. Android treats 500 ms as a long press and iOS about 500 ms too, so the default is safe on both.",
    },
  },
  {
    name: (noun) => `Two finger tap on ${noun}`,
    summary: (what) => `Taps ${what} with two fingers at once.`,
    detail:
      "Two touches side by side at the element's centre, which zooms out maps and triggers accessibility gestures.",
    since: "1.4",
    faq: {
      question: "Is a two-finger tap supported on every device?",
      answer:
        "It needs multi-touch, which every current Android and iOS device and emulator has. Some older Android emulators only simulate one finger; use a recent system image.",
    },
  },
  {
    name: (noun) => `Tap on ${noun} if visible`,
    summary: (what) => `Taps ${what} when it is on screen, and moves on when it is not.`,
    detail:
      "It waits two seconds at most, which suits optional prompts such as rating requests and permission dialogs.",
    since: "1.3",
    faq: {
      question: "Does the step fail if the element never shows?",
      answer:
        "No. It passes and notes “element not visible, tap skipped”. Use the plain tap when the element must be there.",
    },
  },
];

const tapTargets: ElementTarget[] = [onElement, withText, nthOfList];

const tapDrafts = cross(taps, tapTargets, (tap, target): NlpDraft => {
  const name = tap.name(target.noun);
  return {
    name,
    short: tap.summary(target.short),
    long: `${tap.summary(`the ${target.noun}`)} ${tap.detail} ${target.detail}`,
    inputs: [
      ...target.inputs(
        "The element to tap",
        target === nthOfList ? "Mobile product list items" : "Mobile add to cart button",
      ),
      ...(name.startsWith("Long press")
        ? [input("duration", "Duration", "How long to hold, in seconds.", "1", false)]
        : []),
    ],
    since: latest(tap.since, target.since),
    faqs: [tap.faq, target.faq(name)],
  };
});

const directions = ["up", "down", "left", "right"] as const;

const swipeForms = [
  {
    name: (d: string) => `Swipe ${d} on screen`,
    does: (d: string) => `Swipes ${d} across the middle of the screen.`,
    detail: "The finger travels 60% of the screen in 300 ms, enough to turn a carousel page or pull to refresh.",
    inputs: [] as NlpDraft["inputs"],
    since: "1.0" as SinceVersion,
  },
  {
    name: (d: string) => `Swipe ${d} on element`,
    does: (d: string) => `Swipes ${d} inside an element.`,
    detail:
      "The swipe starts and ends inside the element, to reveal swipe actions on a list row or turn a carousel without touching the rest of the screen.",
    inputs: [input("element", "Element", "The element to swipe on.", "Onboarding carousel")],
    since: "1.1" as SinceVersion,
  },
  {
    name: (d: string) => `Swipe ${d} till element is visible`,
    does: (d: string) => `Swipes ${d} repeatedly until an element appears.`,
    detail: "It swipes, checks, and repeats up to the number of swipes you give, for carousels and horizontal lists.",
    inputs: [
      input("element", "Element", "The element to bring on screen.", "Get started button"),
      input("max swipes", "Number", "Most swipes before failing.", "10", false),
    ],
    since: "1.1" as SinceVersion,
  },
  {
    name: (d: string) => `Scroll ${d} till element is visible`,
    does: (d: string) => `Scrolls ${d} until an element appears.`,
    detail:
      "It scrolls the screen's scrollable view in short steps and stops as soon as the element is visible, or fails after the number of scrolls you give.",
    inputs: [
      input("element", "Element", "The element to bring on screen.", "Mobile cart total"),
      input("max scrolls", "Number", "Most scrolls before failing.", "15", false),
    ],
    since: "1.0" as SinceVersion,
  },
  {
    name: (d: string) => `Scroll ${d} till text is visible`,
    does: (d: string) => `Scrolls ${d} until a text appears.`,
    detail: "It needs no locator: it scrolls in short steps until any element shows the text, then stops.",
    inputs: [
      input("text", "Text", "The text to bring on screen.", "Trail Runner 2"),
      input("max scrolls", "Number", "Most scrolls before failing.", "15", false),
    ],
    since: "1.2" as SinceVersion,
  },
];

const swipeDrafts = cross(
  swipeForms,
  directions,
  (form, direction): NlpDraft => ({
    name: form.name(direction),
    short: form.does(direction),
    long: `${form.does(direction)} ${form.detail} “${direction[0]?.toUpperCase()}${direction.slice(1)}” is the way the finger moves: swiping up scrolls content down.`,
    inputs: form.inputs,
    since: form.since,
  }),
);

const otherDrafts: NlpDraft[] = [
  {
    name: "Tap on coordinates",
    short: "Taps a point of the screen.",
    long: "Taps the screen at the x and y you give in device-independent points. Prefer element taps; coordinates break when the layout or the device changes.",
    inputs: [
      input("x", "Number", "Points from the left edge.", "180"),
      input("y", "Number", "Points from the top edge.", "640"),
    ],
  },
  {
    name: "Pinch in on screen",
    short: "Pinches two fingers together in the middle of the screen.",
    long: "Moves two fingers towards each other, which zooms out of maps, images and documents.",
    inputs: [],
    since: "1.2",
  },
  {
    name: "Pinch out on screen",
    short: "Spreads two fingers apart in the middle of the screen.",
    long: "Moves two fingers away from each other, which zooms into maps, images and documents.",
    inputs: [],
    since: "1.2",
  },
  {
    name: "Pinch in on element",
    short: "Pinches two fingers together on an element.",
    long: "Pinches inside the element only, for zoomable views that sit in a larger screen, such as a product image.",
    inputs: [input("element", "Element", "The zoomable element.", "Product image")],
    since: "1.3",
  },
  {
    name: "Pinch out on element",
    short: "Spreads two fingers apart on an element.",
    long: "Zooms into the element only, for example to check that a product image can be enlarged.",
    inputs: [input("element", "Element", "The zoomable element.", "Product image")],
    since: "1.3",
  },
  {
    name: "Drag element to element on screen",
    short: "Long-presses an element and drops it on another.",
    long: "Holds the first element until it lifts, moves it over the second and releases it, for reorderable lists and drag-to-delete areas.",
    inputs: [
      input("source element", "Element", "The element to drag.", "Wish list item"),
      input("target element", "Element", "Where to drop it.", "Delete area"),
    ],
    since: "1.3",
  },
  {
    name: "Pull to refresh",
    short: "Pulls the current list down to refresh it.",
    long: "Swipes down from the top of the scrollable view slowly enough for the refresh indicator to trigger, then waits for it to disappear.",
    inputs: [],
    since: "1.4",
  },
  {
    name: "Rotate gesture on element",
    short: "Turns an element with two fingers.",
    long: "Places two fingers on the element and turns them by the angle you give, for maps and image editors.",
    inputs: [
      input("element", "Element", "The element to rotate.", "Store map"),
      input("degrees", "Number", "Angle, clockwise.", "90"),
    ],
    since: "2.0",
  },
];

export const mobileGestures = nlpFamily(
  {
    category: {
      id: "mobile-gestures",
      title: "Mobile gestures",
      shortDescription: "Tap, swipe, scroll, pinch and drag on Android and iOS.",
      description:
        "Touch gestures for native and hybrid apps: taps, double taps, long presses and two-finger taps on elements, texts and list items; swipes and scrolls in every direction until something shows; pinches, rotations, drags and pull to refresh.",
      usageCount: 8100,
    },
    platforms: mobilePlatforms,
    since: "1.0",
    tags: ["mobile", "gesture", "touch"],
    scenarios: [
      (_draft, example) => ({
        title: "Find a product in the app",
        steps: [
          step("Launch app"),
          step("Tap on element", { element: "Search tab" }),
          step("Enter input into element", { element: "Mobile search field", input: "trail shoes" }),
          example,
        ],
      }),
      (_draft, example) => ({
        title: "Go through onboarding",
        steps: [step("Reset app"), step("Launch app"), example, step("Take screenshot of page")],
      }),
      (_draft, example) => ({
        title: "Work with the cart",
        steps: [
          step("Tap on element with text", { text: "Cart" }),
          example,
          step("Verify element is visible", { element: "Mobile cart total" }),
        ],
      }),
    ],
    faqs: [
      () => ({
        question: "Are gestures the same on Android and iOS?",
        answer:
          "Yes. The step sends W3C touch actions, which both drivers (UiAutomator2 and XCUITest) replay the same way, so one test case serves both apps.",
      }),
      () => ({
        question: "Do gestures work in a mobile browser?",
        answer:
          "They work in native apps and web views. In mobile browsers, use clicks and scrolling steps, which the browser turns into touches.",
      }),
    ],
  },
  [...tapDrafts, ...swipeDrafts, ...otherDrafts],
);
