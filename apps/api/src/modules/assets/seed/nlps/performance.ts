import { input, nlpFamily, webOnly } from "../catalogue-kit.js";
import { ms, qualityFaqs, qualityScenarios } from "./quality-shared.js";
import { draftsFromRows, type NlpRow } from "./row-drafts.js";

/** Performance: timers, load timings, Core Web Vitals and page weight. */
const performanceRows: NlpRow[] = [
  [
    "Start timer",
    "Starts a named stopwatch.",
    "Use it with “Stop timer and store duration into variable” to time a flow that spans several steps, such as search to results.",
    [input("timer", "Text", "A name for the timer.", "search")],
    "1.2",
  ],
  [
    "Stop timer and store duration into variable",
    "Stops a stopwatch and saves the time in ms.",
    "The duration also appears in the report next to the step.",
    [
      input("timer", "Text", "The timer's name.", "search"),
      input("variable", "Variable", "Name of the variable to fill.", "searchMs"),
    ],
    "1.2",
  ],
  [
    "Verify page load time is less than",
    "Checks how long the page took to load.",
    "Reads the Navigation Timing of the current page, from the start of navigation to the load event.",
    [ms("3000")],
    "1.3",
  ],
  [
    "Store page load time into variable",
    "Saves how long the page took to load.",
    "Reads the Navigation Timing of the current page in milliseconds.",
    [input("variable", "Variable", "Name of the variable to fill.", "loadMs")],
    "1.3",
  ],
  [
    "Verify time to first byte is less than",
    "Checks how fast the server started answering.",
    "Reads responseStart from the Navigation Timing, which reflects server and network latency.",
    [ms("800")],
    "1.5",
  ],
  [
    "Verify first contentful paint is less than",
    "Checks when the first content appeared.",
    "Reads the first-contentful-paint entry of the Paint Timing API.",
    [ms("1800")],
    "2.0",
  ],
  [
    "Verify largest contentful paint is less than",
    "Checks when the main content appeared.",
    "Reads the last largest-contentful-paint entry; Google's “good” threshold is 2,500 ms.",
    [ms("2500")],
    "2.0",
  ],
  [
    "Verify cumulative layout shift is less than",
    "Checks how much the layout jumped while loading.",
    "Sums the layout-shift entries without recent input; “good” is below 0.1.",
    [input("score", "Number", "The largest acceptable CLS score.", "0.1")],
    "2.0",
  ],
  [
    "Verify interaction to next paint is less than",
    "Checks how quickly the page responded to the last interaction.",
    "Reads the event-timing entries of the page's interactions; “good” is 200 ms or less.",
    [ms("200")],
    "2.2",
  ],
  [
    "Verify DOM content loaded time is less than",
    "Checks when the HTML was parsed.",
    "Reads domContentLoadedEventEnd from the Navigation Timing.",
    [ms("1500")],
    "1.3",
  ],
  [
    "Verify number of network requests is less than",
    "Checks how many requests the page made.",
    "Counts the Resource Timing entries since navigation, which catches pages that start loading far too much.",
    [input("count", "Number", "The largest acceptable number.", "80")],
    "2.0",
  ],
  [
    "Verify total transfer size is less than",
    "Checks how many kilobytes the page downloaded.",
    "Adds up transferSize of every resource since navigation.",
    [input("kilobytes", "Number", "The largest acceptable size in KB.", "2000")],
    "2.0",
  ],
  [
    "Verify resource load time is less than",
    "Checks how long one resource took to load.",
    "Finds the resource whose address contains the text and checks its duration.",
    [input("url part", "Text", "Text the resource's address contains.", "/api/products"), ms("500")],
    "2.1",
  ],
  [
    "Verify network request was made to URL",
    "Checks that the page called an address.",
    "Looks through the page's Resource Timing entries for an address that contains the text, for analytics and API calls.",
    [input("url part", "Text", "Text the address contains.", "/api/cart")],
    "2.1",
  ],
];

export const performance = nlpFamily(
  {
    category: {
      id: "performance-timings",
      title: "Performance timings",
      shortDescription: "Time flows and check load times, Core Web Vitals and page weight.",
      description:
        "Measure while testing: stopwatch timers for flows, page load and DOM timings, Core Web Vitals (LCP, CLS, INP), first paint, server response, number and size of requests, and single resources.",
      usageCount: 2900,
    },
    platforms: webOnly,
    since: "1.2",
    tags: ["performance"],
    scenarios: qualityScenarios,
    faqs: qualityFaqs,
  },
  draftsFromRows(performanceRows),
);
