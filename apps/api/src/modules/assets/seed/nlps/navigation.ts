import { demo, input, type NlpDraft, nlpFamily, output } from "../catalogue-kit.js";
import { browserFamily } from "./browser-shared.js";

/** Page navigation: addresses, history, reloads, links (web only). */
const navigationDrafts: NlpDraft[] = [
  {
    name: "Navigate to URL",
    short: "Opens a web address in the current tab.",
    long: "Loads the address in the current tab and waits until the page's load event. Relative addresses are resolved against the project's base URL.",
    inputs: [input("url", "URL", "The address to open, absolute or relative to the base URL.", demo.products)],
  },
  {
    name: "Navigate to URL in new tab",
    short: "Opens a web address in a new tab.",
    long: "Opens a new tab, switches to it and loads the address there, leaving the current page as it was.",
    inputs: [input("url", "URL", "The address to open.", `${demo.shop}/help`)],
    since: "1.1",
  },
  {
    name: "Navigate to URL with basic authentication",
    short: "Opens an address protected by HTTP basic authentication.",
    long: "Sends the user name and password with the request, so the browser's own sign-in pop-up, which automation cannot reach, never shows.",
    inputs: [
      input("url", "URL", "The protected address.", "https://staging.demo.ignitest.example"),
      input("user name", "Text", "Basic-auth user name.", "qa"),
      input("password", "Text", "Basic-auth password, usually a variable.", "{stagingPassword}"),
    ],
    since: "1.2",
  },
  {
    name: "Navigate back",
    short: "Goes back one page, like the browser's Back button.",
    long: "Moves one entry back in the tab's history and waits for that page to load.",
    inputs: [],
  },
  {
    name: "Navigate forward",
    short: "Goes forward one page, like the browser's Forward button.",
    long: "Moves one entry forward in the tab's history and waits for that page to load.",
    inputs: [],
  },
  {
    name: "Refresh page",
    short: "Reloads the current page.",
    long: "Reloads the page and waits for it to load again, which proves that what the user did was saved rather than only shown.",
    inputs: [],
  },
  {
    name: "Hard refresh page",
    short: "Reloads the page without the browser cache.",
    long: "Reloads the page bypassing the cache (Ctrl+Shift+R), so new scripts and styles of a fresh deployment are fetched.",
    inputs: [],
    since: "1.4",
  },
  {
    name: "Store current URL into variable",
    short: "Saves the address of the current page.",
    long: "Saves the current page's URL into a variable, for example to come back to it later or to read an id from it.",
    inputs: [input("variable", "Variable", "Name of the variable to fill.", "orderUrl")],
    outputs: [output("url", "URL", "The address of the current page.")],
  },
  {
    name: "Store query parameter of URL into variable",
    short: "Saves one query parameter of the current address.",
    long: "Reads a parameter of the current URL's query string (the part after ?) and saves its decoded value into a variable.",
    inputs: [
      input("parameter", "Text", "Name of the query parameter.", "orderId"),
      input("variable", "Variable", "Name of the variable to fill.", "orderId"),
    ],
    outputs: [output("value", "Text", "The decoded parameter value.")],
    since: "1.3",
  },
  {
    name: "Navigate to URL and wait for element",
    short: "Opens an address and waits until an element shows.",
    long: "Loads the address and waits until the element is visible, which is a steadier sign of readiness than the load event for single-page applications.",
    inputs: [
      input("url", "URL", "The address to open.", demo.products),
      input("element", "Element", "An element that appears once the page is ready.", "Product cards"),
    ],
    since: "1.5",
  },
  {
    name: "Verify link is not broken",
    short: "Checks that a link's address answers without an error.",
    long: "Reads the link's href and requests it without leaving the page; the step passes when the answer is below status 400.",
    inputs: [input("element", "Element", "The link to check.", "Forgot password link")],
    since: "2.0",
  },
  {
    name: "Verify all links on the page are not broken",
    short: "Checks every link of the page for error answers.",
    long: "Collects the href of every link on the page, requests each once and lists the ones that answer with status 400 or above, or not at all.",
    inputs: [],
    since: "2.0",
  },
];

export const navigation = nlpFamily(
  {
    ...browserFamily,
    since: "1.0",
    tags: ["navigation"],
    category: {
      id: "navigation",
      title: "Navigation",
      shortDescription: "Open addresses, go back and forward, reload and check links.",
      description:
        "Move between pages: open an address (with basic authentication if needed), go back and forward, reload with or without the cache, read the current address and its parameters, and find broken links.",
      usageCount: 8200,
    },
  },
  navigationDrafts,
);
