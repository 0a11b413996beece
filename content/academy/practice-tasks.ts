/**
 * The academy's six practice tests, each a task in the playground
 * (docs/product/academy-practice.md): what to build, and the requirements its
 * checker reads from the learner's test, its last runs and the defects board.
 * `label` is what a met requirement says, `missing` what an unmet one says.
 * Validated by the playground's practice content check
 * (apps/web/app/features/playground/practice/practice-tasks-content.test.ts).
 */

/** An element of a sample app, by the facts a locator may find it by (docs/playground.md#sample-apps). */
export type PracticeElement = {
  testId?: string;
  id?: string;
  /** Its label or aria-label. */
  label?: string;
  /** Its role and accessible name. */
  role?: string;
  name?: string;
  /** Its visible text (a `text=` locator or a "… with text" step). */
  text?: string;
};

/** What an input of the step must hold: a text it contains, or a `{{column}}` of the test data. */
export type PracticeValue = { contains: string } | { placeholder: true };

export type PracticeRequirement = { label: string; missing: string } & (
  | { kind: "webTest"; app: "shop" | "orders" }
  | { kind: "apiTest" }
  | { kind: "named"; not: string }
  | {
      kind: "step";
      /** The step kinds that count (docs/playground.md#step-kinds): "enterText", "click", "verifyText", … */
      actions: string[];
      element?: PracticeElement;
      value?: PracticeValue;
    }
  | { kind: "dataRows"; min: number }
  | { kind: "request"; method: "GET" | "POST"; path: string; body?: string }
  | { kind: "check"; check: "status" | "jsonField" | "timeUnder"; pathStartsWith?: string }
  | {
      kind: "run";
      status: "passed" | "failed";
      /** Which runs count: only those with the bug injected (true) or without it (false); any when unset. */
      bugInjected?: boolean;
      viewport?: "desktop" | "phone";
      /** A data-driven run must have run this many rows. */
      minRows?: number;
      /** A failed run must have failed on a step at this element. */
      failedAt?: PracticeElement;
    }
  | { kind: "defect" }
);

export type PracticeTask = {
  /** The practice test's number in the academy menu (content/academy/menu.ts). */
  number: number;
  title: string;
  /** The lessons it closes, as the menu groups them. */
  closes: string;
  brief: string;
  /** The test a task starts: a web test on a sample app, or an API test. */
  starts: { type: "web"; app: "shop" | "orders" } | { type: "api" };
  requirements: PracticeRequirement[];
};

const emailField: PracticeElement = { id: "email", label: "Email", role: "textbox", name: "Email" };
const passwordField: PracticeElement = { testId: "password", id: "password", label: "Password", name: "Password" };
const signInButton: PracticeElement = { testId: "sign-in", role: "button", name: "Sign in", text: "Sign in" };
const greenRun = (label = "The test ran green", missing = "The test has not run green yet") =>
  ({ kind: "run", status: "passed", bugInjected: false, label, missing }) as const;

export const practiceTasks: PracticeTask[] = [
  {
    number: 1,
    title: "Write the wrong-password test case",
    closes: "Test Case Management",
    brief:
      "A good test case says what it checks and proves it. On the Gearbox shop, write a test named for what it checks: enter the demo e-mail (demo@gearbox.test) with a wrong password, click Sign in, and verify the message the shop shows. Run it until it passes.",
    starts: { type: "web", app: "shop" },
    requirements: [
      {
        kind: "webTest",
        app: "shop",
        label: "A web test on the Gearbox shop",
        missing: "This is not a web test on the Gearbox shop",
      },
      {
        kind: "named",
        not: "New test",
        label: "The test is named for what it checks",
        missing: 'The test is still called "New test": name it for what it checks',
      },
      {
        kind: "step",
        actions: ["enterText"],
        element: emailField,
        value: { contains: "demo@gearbox.test" },
        label: "A step enters the demo e-mail",
        missing: "No step enters demo@gearbox.test into the Email field",
      },
      {
        kind: "step",
        actions: ["enterText"],
        element: passwordField,
        label: "A step enters a password",
        missing: "No step enters a password into the Password field",
      },
      {
        kind: "step",
        actions: ["click", "pressKey"],
        element: signInButton,
        label: "A step clicks Sign in",
        missing: "No step clicks the Sign in button",
      },
      {
        kind: "step",
        actions: ["verifyText", "verifyVisible"],
        element: { id: "sign-in-error", role: "alert", text: "The email or password is incorrect." },
        label: "A step verifies the wrong-password message",
        missing: "No step verifies the message under the form (id sign-in-error)",
      },
      greenRun(),
    ],
  },
  {
    number: 2,
    title: "Sign in and verify the order total",
    closes: "Web Automation: Scripts and Elements",
    brief:
      "Build a test on the Gearbox shop that signs in with the demo account (demo@gearbox.test, Passw0rd!), adds a product to the cart and verifies the order total: the cart's Total, the checkout's total or the confirmation's. Pick the elements with the Finder and keep them in the repository. Run it until it passes.",
    starts: { type: "web", app: "shop" },
    requirements: [
      {
        kind: "webTest",
        app: "shop",
        label: "A web test on the Gearbox shop",
        missing: "This is not a web test on the Gearbox shop",
      },
      {
        kind: "step",
        actions: ["enterText"],
        element: emailField,
        value: { contains: "demo@gearbox.test" },
        label: "A step enters the demo e-mail",
        missing: "No step enters demo@gearbox.test into the Email field",
      },
      {
        kind: "step",
        actions: ["enterText"],
        element: passwordField,
        value: { contains: "Passw0rd!" },
        label: "A step enters the demo password",
        missing: "No step enters the demo password into the Password field",
      },
      {
        kind: "step",
        actions: ["click", "pressKey"],
        element: signInButton,
        label: "A step clicks Sign in",
        missing: "No step clicks the Sign in button",
      },
      {
        kind: "step",
        actions: ["click"],
        element: { role: "button", name: "Add to cart", text: "Add to cart" },
        label: "A step adds a product to the cart",
        missing: "No step clicks Add to cart",
      },
      {
        kind: "step",
        actions: ["verifyText"],
        element: { testId: "cart-total", id: "order-total" },
        label: "A step verifies the order total",
        missing: "No step verifies the order total",
      },
      greenRun(),
    ],
  },
  {
    number: 3,
    title: "Filter purchase orders from test data",
    closes: "Web Automation: Reuse and Test Data",
    brief:
      'One test, many cases: on Meridian Procurement\'s purchase orders, choose a status in the Status filter and verify the count line ("Showing 3 of 8 purchase orders"). Give the test a data table of at least three rows, say status and count, use {{status}} in the filter step and {{count}} in the check, and run it until every row passes.',
    starts: { type: "web", app: "orders" },
    requirements: [
      {
        kind: "webTest",
        app: "orders",
        label: "A web test on Meridian Procurement",
        missing: "This is not a web test on Meridian Procurement (the orders app)",
      },
      {
        kind: "dataRows",
        min: 3,
        label: "Test data of three rows or more",
        missing: "The test data has fewer than three rows",
      },
      {
        kind: "step",
        actions: ["selectOption"],
        element: { id: "status-filter", label: "Status", role: "combobox", name: "Status" },
        value: { placeholder: true },
        label: "The Status filter is chosen from the test data",
        missing: "No step chooses the Status filter from a {{column}} of the test data",
      },
      {
        kind: "step",
        actions: ["verifyText"],
        element: { testId: "po-count", role: "status" },
        value: { placeholder: true },
        label: "The count line is verified against the test data",
        missing: "No step verifies the count line (po-count) against a {{column}} of the test data",
      },
      {
        kind: "run",
        status: "passed",
        bugInjected: false,
        minRows: 3,
        label: "Every row ran green",
        missing: "The test has not run green for three rows yet",
      },
    ],
  },
  {
    number: 4,
    title: "Catch the injected bug and log the defect",
    closes: "Web Automation: Suites, reporting and integrations",
    brief:
      'A test earns its keep when it fails for the right reason. On the Gearbox shop, build a test that puts two keyboards and a headset in the cart and verifies the cart total. Run it green, then switch on "Inject a bug", run it again and see it fail at the total, and log the defect from the report.',
    starts: { type: "web", app: "shop" },
    requirements: [
      {
        kind: "webTest",
        app: "shop",
        label: "A web test on the Gearbox shop",
        missing: "This is not a web test on the Gearbox shop",
      },
      {
        kind: "step",
        actions: ["verifyText"],
        element: { testId: "cart-total" },
        label: "A step verifies the cart total",
        missing: "No step verifies the cart total (cart-total)",
      },
      greenRun("The test ran green without the bug", "The test has not run green without the bug yet"),
      {
        kind: "run",
        status: "failed",
        bugInjected: true,
        failedAt: { testId: "cart-total" },
        label: "With the bug injected, the test failed at the cart total",
        missing: "The test has not failed at the cart total with the bug injected yet",
      },
      {
        kind: "defect",
        label: "A defect was logged from the failed run",
        missing: "No defect has been logged from the test's failed run",
      },
    ],
  },
  {
    number: 5,
    title: "Search the shop on a phone",
    closes: "Mobile Automation: Android",
    brief:
      "Mobile web first: on the Gearbox shop in the phone viewport, search the products for a category (Keyboards, Headsets, …), wait for the results and verify how many products are listed. Run it on the phone until it passes.",
    starts: { type: "web", app: "shop" },
    requirements: [
      {
        kind: "webTest",
        app: "shop",
        label: "A web test on the Gearbox shop",
        missing: "This is not a web test on the Gearbox shop",
      },
      {
        kind: "step",
        actions: ["enterText", "navigate"],
        element: { id: "search", label: "Search products", role: "searchbox", name: "Search products" },
        label: "A step searches the products",
        missing: "No step types a search into the Search products field",
      },
      {
        kind: "step",
        actions: ["verifyCount"],
        element: { testId: "product-card" },
        label: "A step verifies how many products are listed",
        missing: "No step verifies the count of product cards (product-card)",
      },
      {
        kind: "run",
        status: "passed",
        bugInjected: false,
        viewport: "phone",
        label: "The test ran green on the phone",
        missing: "The test has not run green in the phone viewport yet",
      },
    ],
  },
  {
    number: 6,
    title: "Test the assets service's search",
    closes: "API Automation",
    brief:
      'An API test of the assets service: POST /v1/public/nlp-details/search with a body such as {"key":"verify title"}, and check that it answers 200, that the first result\'s name (responseObject.0.nlpName) is the NLP you expect, and that it answers in under two seconds. Run it until it passes.',
    starts: { type: "api" },
    requirements: [
      { kind: "apiTest", label: "An API test", missing: "This is not an API test" },
      {
        kind: "request",
        method: "POST",
        path: "/v1/public/nlp-details/search",
        body: '"key"',
        label: "A request searches the NLPs",
        missing: 'No request POSTs a "key" to /v1/public/nlp-details/search',
      },
      {
        kind: "check",
        check: "status",
        label: "A check of the status",
        missing: "No check of the answer's status",
      },
      {
        kind: "check",
        check: "jsonField",
        pathStartsWith: "responseObject.0.",
        label: "A check of the first result",
        missing: "No check of a field of the first result (responseObject.0.…)",
      },
      {
        kind: "check",
        check: "timeUnder",
        label: "A check of the time taken",
        missing: "No check of how long the answer takes",
      },
      greenRun("The API test ran green"),
    ],
  },
];
