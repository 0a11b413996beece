import { cross, demo, input, type NlpDraft, nlpFamily, output, step, webOnly } from "../catalogue-kit.js";

/** Running JavaScript in the page, and cookies, local storage and session storage. */
const script = (example: string) =>
  input("script", "Text", "JavaScript to run in the page; `return` a value to get it back.", example);
const element = input("element", "Element", "The element, available to the script as arguments[0].", "Product cards");
const variable = (example: string) => input("variable", "Variable", "Name of the variable to fill.", example);

const javascriptDrafts: NlpDraft[] = [
  {
    name: "Execute JavaScript",
    short: "Runs a script in the page.",
    long: "Runs the script in the current page (or frame) as a function body, so `return` ends it. Use it for what no NLP covers, and prefer an NLP when one exists.",
    inputs: [script("window.scrollTo(0, 0);")],
  },
  {
    name: "Execute JavaScript on element",
    short: "Runs a script with an element as its argument.",
    long: "Runs the script with the element passed as arguments[0], for example to read a property no NLP exposes.",
    inputs: [element, script("arguments[0].style.outline = '3px solid red';")],
  },
  {
    name: "Execute async JavaScript",
    short: "Runs a script that finishes later.",
    long: "Runs the script and waits until it calls the callback given as its last argument, for work that ends after a promise or a timer.",
    inputs: [script("const done = arguments[arguments.length - 1]; fetch('/api/health').then(r => done(r.status));")],
    since: "1.2",
  },
  {
    name: "Store JavaScript result into variable",
    short: "Runs a script and saves what it returns.",
    long: "Runs the script and saves its return value into a variable; objects and arrays are saved as JSON text.",
    inputs: [script("return document.querySelectorAll('.product-card').length;"), variable("cardCount")],
    outputs: [output("result", "Text", "The value the script returned.")],
  },
  {
    name: "Set attribute of element using JavaScript",
    short: "Sets an attribute on an element.",
    long: "Sets the attribute to the value you give, for example to remove a maxlength limit when testing server-side validation.",
    inputs: [
      element,
      input("attribute", "Text", "Attribute name.", "maxlength"),
      input("value", "Text", "The new value.", "500"),
    ],
    since: "1.1",
  },
  {
    name: "Remove attribute of element using JavaScript",
    short: "Removes an attribute from an element.",
    long: "Removes the attribute, for example disabled or readonly, to check that the server still rejects what the page tries to prevent.",
    inputs: [element, input("attribute", "Text", "Attribute name.", "disabled")],
    since: "1.1",
  },
  {
    name: "Highlight element using JavaScript",
    short: "Draws an outline around an element.",
    long: "Outlines the element in red for a moment so it stands out in screenshots and videos of the run.",
    inputs: [element],
    since: "1.2",
  },
  {
    name: "Scroll element into view using JavaScript",
    short: "Scrolls an element into view with scrollIntoView.",
    long: "Calls the element's scrollIntoView with the centre alignment, which works inside scroll containers that regular scrolling misses.",
    inputs: [element],
    since: "1.2",
  },
  {
    name: "Verify JavaScript result is",
    short: "Runs a script and checks what it returns.",
    long: "Runs the script and compares its return value, as text, with the expected value, for checks of application state such as feature flags.",
    inputs: [
      script("return window.appConfig.featureFlags.newCheckout;"),
      input("expected value", "Text", "The value the script should return.", "true"),
    ],
    since: "1.3",
  },
];

const storages = [
  {
    noun: "local storage",
    what: "the origin's local storage, which survives restarts of the browser session's tabs",
    since: "1.2" as const,
  },
  { noun: "session storage", what: "the tab's session storage, which ends with the tab", since: "1.2" as const },
];

const storageDrafts = cross(
  storages,
  [
    {
      name: (n: string) => `Set ${n} item`,
      does: "Writes a key and value into",
      inputs: [input("key", "Text", "The key.", "onboardingDone"), input("value", "Text", "The value.", "true")],
    },
    {
      name: (n: string) => `Store ${n} item into variable`,
      does: "Reads one key of",
      inputs: [input("key", "Text", "The key.", "cartId"), variable("cartId")],
    },
    {
      name: (n: string) => `Remove ${n} item`,
      does: "Deletes one key of",
      inputs: [input("key", "Text", "The key.", "cartId")],
    },
    { name: (n: string) => `Clear ${n}`, does: "Deletes every key of", inputs: [] },
    {
      name: (n: string) => `Verify ${n} item value is`,
      does: "Checks the value stored under a key of",
      inputs: [
        input("key", "Text", "The key.", "theme"),
        input("expected value", "Text", "The value it should hold.", "dark"),
      ],
    },
    {
      name: (n: string) => `Verify ${n} item is present`,
      does: "Checks that a key exists in",
      inputs: [input("key", "Text", "The key.", "authToken")],
    },
  ],
  (storage, operation): NlpDraft => ({
    name: operation.name(storage.noun),
    short: `${operation.does} the page's ${storage.noun}.`,
    long: `${operation.does} ${storage.what}. Storage belongs to the current page's origin, so navigate to the site before using it.`,
    inputs: operation.inputs,
    since: storage.since,
    tags: ["storage"],
  }),
);

const cookieDrafts: NlpDraft[] = [
  [
    "Add cookie",
    "Adds a cookie for the current site.",
    [input("name", "Text", "Cookie name.", "consent"), input("value", "Text", "Cookie value.", "accepted")],
    "1.0",
  ],
  [
    "Delete cookie",
    "Deletes one cookie of the current site.",
    [input("name", "Text", "Cookie name.", "session")],
    "1.0",
  ],
  ["Delete all cookies", "Deletes every cookie of the session.", [], "1.0"],
  [
    "Store cookie value into variable",
    "Saves the value of a cookie.",
    [input("name", "Text", "Cookie name.", "cartId"), variable("cartId")],
    "1.0",
  ],
  [
    "Verify cookie is present",
    "Checks that a cookie is set.",
    [input("name", "Text", "Cookie name.", "session")],
    "1.1",
  ],
  [
    "Verify cookie is not present",
    "Checks that a cookie is not set.",
    [input("name", "Text", "Cookie name.", "tracking")],
    "1.1",
  ],
  [
    "Verify cookie value is",
    "Checks the value of a cookie.",
    [input("name", "Text", "Cookie name.", "lang"), input("expected value", "Text", "The value it should hold.", "en")],
    "1.1",
  ],
  [
    "Verify cookie is secure",
    "Checks that a cookie has the Secure and HttpOnly flags.",
    [input("name", "Text", "Cookie name.", "session")],
    "1.5",
  ],
].map(
  ([name, short, inputs, since]): NlpDraft => ({
    name: name as string,
    short: short as string,
    long: `${short} Cookies are read and written through the browser driver, so HttpOnly cookies that page scripts cannot see are included.`,
    inputs: inputs as NlpDraft["inputs"],
    since: since as NlpDraft["since"],
    tags: ["cookie"],
  }),
);

const scenarios = [
  (_draft: NlpDraft, example: string) => ({
    title: "Skip the onboarding banner",
    steps: [step("Navigate to URL", { url: demo.shop }), example, step("Refresh page")],
  }),
  (_draft: NlpDraft, example: string) => ({
    title: "Check what the cart stores",
    steps: [
      step("Navigate to URL", { url: demo.products }),
      step("Click on nth element of list", { elements: "Add to cart button", index: "1" }),
      example,
    ],
  }),
];

const faqs = [
  () => ({
    question: "Does this work in mobile apps?",
    answer:
      "No. Scripts, cookies and web storage belong to web pages; they work in desktop and mobile browsers and in web views, but not in native app screens.",
  }),
  () => ({
    question: "Which page does the step act on?",
    answer:
      "The current tab and frame. Switch into a frame first to reach its document; storage and cookies follow the page's origin.",
  }),
];

export const javascript = nlpFamily(
  {
    category: {
      id: "javascript-execution",
      title: "JavaScript execution",
      shortDescription: "Run scripts in the page for what no other NLP covers.",
      description:
        "Run JavaScript in the page when no NLP fits: synchronous and asynchronous scripts, scripts on an element, results into variables, and handy helpers to set or remove attributes, highlight and scroll.",
      usageCount: 3400,
    },
    platforms: webOnly,
    since: "1.0",
    tags: ["javascript"],
    scenarios,
    faqs,
  },
  javascriptDrafts,
);

export const cookiesAndStorage = nlpFamily(
  {
    category: {
      id: "cookies-and-storage",
      title: "Cookies and storage",
      shortDescription: "Set, read, check and clear cookies, local and session storage.",
      description:
        "Control the state a web application keeps in the browser: add, read, verify and delete cookies (HttpOnly ones included), and set, read, verify and clear local and session storage.",
      usageCount: 3900,
    },
    platforms: webOnly,
    since: "1.0",
    tags: ["browser state"],
    scenarios,
    faqs,
  },
  [...cookieDrafts, ...storageDrafts],
);
