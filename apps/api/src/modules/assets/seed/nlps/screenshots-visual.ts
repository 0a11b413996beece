import { allPlatforms, input, nlpFamily } from "../catalogue-kit.js";
import { element, qualityFaqs, qualityScenarios } from "./quality-shared.js";
import { draftsFromRows, type NlpRow } from "./row-drafts.js";

/** Screenshots, screen recordings and visual comparison with baselines. */
const visualRows: NlpRow[] = [
  [
    "Take screenshot of page",
    "Captures the visible part of the screen into the report.",
    "Works for browsers and mobile apps alike; the image is attached to the step.",
    [],
    "1.0",
  ],
  [
    "Take screenshot of element",
    "Captures one element into the report.",
    "Crops the screenshot to the element's box, for components such as a chart or a receipt.",
    [element("Order summary panel")],
    "1.1",
  ],
  [
    "Take full page screenshot",
    "Captures the whole page, not just the visible part.",
    "Scrolls through the page and stitches the parts, so long pages fit in one image.",
    [],
    "1.2",
  ],
  [
    "Verify page matches visual baseline",
    "Compares the screen with its approved baseline image.",
    "The first run saves the baseline; later runs highlight the pixels that changed and fail above the tolerance.",
    [input("baseline", "Text", "A name for the baseline image.", "home-desktop")],
    "1.4",
  ],
  [
    "Verify element matches visual baseline",
    "Compares one element with its approved baseline image.",
    "Compares only the element's box, which keeps unrelated page changes from failing the check.",
    [element("Product card"), input("baseline", "Text", "A name for the baseline image.", "product-card")],
    "1.4",
  ],
  [
    "Verify full page matches visual baseline",
    "Compares the whole page with its approved baseline.",
    "Takes a full-page screenshot and compares it pixel by pixel within the tolerance.",
    [input("baseline", "Text", "A name for the baseline image.", "checkout-full")],
    "1.5",
  ],
  [
    "Ignore element in visual comparison",
    "Leaves an element out of the next visual comparisons.",
    "Masks its box, for content that changes on every run such as dates, ads or carousels.",
    [element("Promotion banner")],
    "1.5",
  ],
  [
    "Set visual comparison tolerance",
    "Sets how many pixels may differ in visual checks.",
    "Give a percentage of the image; 0.1 tolerates anti-aliasing differences between machines.",
    [input("percent", "Number", "Allowed difference in percent.", "0.1")],
    "1.5",
  ],
  [
    "Verify image of element is loaded",
    "Checks that an image actually loaded.",
    "Passes when the image finished loading and has a natural width above zero, which catches broken image links.",
    [element("Main product image")],
    "1.3",
  ],
  [
    "Start screen recording",
    "Starts recording a video of the screen.",
    "The video is attached to the report when the recording stops or the test case ends.",
    [],
    "1.5",
  ],
  [
    "Stop screen recording",
    "Stops the screen recording and attaches it.",
    "Attach videos to flaky or complex flows, where a screenshot does not show what happened.",
    [],
    "1.5",
  ],
];

export const screenshotsAndVisual = nlpFamily(
  {
    category: {
      id: "screenshots-and-visual-checks",
      title: "Screenshots and visual checks",
      shortDescription: "Capture screenshots and videos and compare screens with baselines.",
      description:
        "Evidence and visual regression in one place: screenshots of the screen, an element or a full page, screen recordings, and comparisons with approved baselines that can mask changing regions and tolerate small differences.",
      usageCount: 5900,
    },
    platforms: allPlatforms,
    since: "1.0",
    tags: ["screenshot", "visual"],
    scenarios: qualityScenarios,
    faqs: qualityFaqs,
  },
  draftsFromRows(visualRows),
);
