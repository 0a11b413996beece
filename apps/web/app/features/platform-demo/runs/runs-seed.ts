/**
 * The demo company's run history (docs/platform-demo.md#runs): twenty runs over the two weeks before
 * a fixed seed date, across the four projects, some failed, and one flaky script (SCR1018 Search
 * suggestions fails now and then with the same code). No clock is read: the same rows every time.
 */
import { seedRunTarget } from "../areas/settings/seed";
import type { Run, RunStatus, ScriptRun } from "./runs-model";

/** The moment the seed's history ends; every run is dated back from it. */
export const runsSeedDate = Date.UTC(2026, 10, 26, 23, 0);

type StepTemplate = readonly [text: string, durationMs: number];
type ScriptTemplate = { scriptId: string; name: string; module: string; steps: readonly StepTemplate[] };

const web = "https://staging.northwind.example";

const scripts: Record<string, ScriptTemplate> = {
  SCR1010: {
    scriptId: "SCR1010",
    name: "Sign in with a valid account",
    module: "Login",
    steps: [
      [`Navigate to URL: url = "${web}/sign-in"`, 1840],
      ['Enter input into element: element = "Email field", input = "mei.lin@northwind.example"', 420],
      ['Enter input into element: element = "Password field", input = "{{password}}"', 380],
      ['Click on element: element = "Sign in button"', 960],
      ['Verify text of element is: element = "Account menu", expected text = "Mei Lin"', 310],
    ],
  },
  SCR1012: {
    scriptId: "SCR1012",
    name: "Coupon at checkout",
    module: "Checkout",
    steps: [
      [`Navigate to URL: url = "${web}/cart"`, 1620],
      ['Enter input into element: element = "Coupon code field", input = "AUTUMN10"', 400],
      ['Click on element: element = "Apply coupon button"', 880],
      ['Wait till element is visible: element = "Coupon applied message", timeout = "5"', 740],
      ['Verify text of element is: element = "Order total", expected text = "€22.41"', 290],
      ['Click on element: element = "Proceed to checkout button"', 1130],
    ],
  },
  SCR1018: {
    scriptId: "SCR1018",
    name: "Search suggestions",
    module: "Search",
    steps: [
      [`Navigate to URL: url = "${web}/"`, 1710],
      ['Enter input into element: element = "Search box", input = "keyb"', 450],
      ['Wait till element is visible: element = "Suggestions list", timeout = "10"', 2300],
      ['Verify text of element contains: element = "First suggestion", expected text = "Keyboard"', 270],
    ],
  },
  SCR1021: {
    scriptId: "SCR1021",
    name: "Add to cart from the product page",
    module: "Cart",
    steps: [
      [`Navigate to URL: url = "${web}/products/kb-101"`, 1560],
      ['Select option from dropdown by visible text: dropdown = "Quantity", option text = "2"', 350],
      ['Click on element: element = "Add to cart button"', 910],
      ['Verify text of element is: element = "Cart count", expected text = "2"', 260],
    ],
  },
  SCR1050: {
    scriptId: "SCR1050",
    name: "Pay now with a saved card",
    module: "Checkout",
    steps: [
      [`Navigate to URL: url = "${web}/checkout"`, 1790],
      ['Click on element: element = "Saved card option"', 620],
      ['Click on element: element = "Pay now button"', 1020],
      ['Verify text of element contains: element = "Confirmation heading", expected text = "Thank you"', 330],
    ],
  },
  SCR2004: {
    scriptId: "SCR2004",
    name: "Launch and sign in",
    module: "Login",
    steps: [
      ["Launch app", 4200],
      ['Tap on element: element = "Sign in button"', 880],
      ['Enter input into element: element = "Email field", input = "tom.becker@northwind.example"', 640],
      ['Tap on element: element = "Continue button"', 1150],
      ['Verify element is visible: element = "Home tab"', 420],
    ],
  },
  SCR2007: {
    scriptId: "SCR2007",
    name: "Browse categories",
    module: "Catalogue",
    steps: [
      ['Tap on element: element = "Categories tab"', 910],
      ['Tap on element with text: text = "Headsets"', 860],
      ['Verify element is visible: element = "Product grid"', 530],
    ],
  },
  SCR2011: {
    scriptId: "SCR2011",
    name: "Checkout with a saved card",
    module: "Checkout",
    steps: [
      ['Tap on element: element = "Cart tab"', 870],
      ['Tap on element: element = "Checkout button"', 1240],
      ['Tap on element: element = "Saved card option"', 760],
      ['Verify text of element is: element = "Order status", expected text = "Paid"', 480],
    ],
  },
  SCR3002: {
    scriptId: "SCR3002",
    name: "Track an order by number",
    module: "Tracking",
    steps: [
      [`Navigate to URL: url = "${web}/track"`, 1480],
      ['Enter input into element: element = "Order number field", input = "NW-48213"', 390],
      ['Click on element: element = "Track button"', 970],
      ['Verify text of element is: element = "Delivery status", expected text = "Out for delivery"', 310],
    ],
  },
  SCR3005: {
    scriptId: "SCR3005",
    name: "Change the delivery address",
    module: "Tracking",
    steps: [
      [`Navigate to URL: url = "${web}/track/NW-48213"`, 1530],
      ['Click on element: element = "Change address link"', 720],
      ['Enter input into element: element = "Postcode field", input = "10115"', 380],
      ['Click on element: element = "Save address button"', 990],
      ['Verify text of element contains: element = "Address summary", expected text = "10115 Berlin"', 300],
    ],
  },
  SCR4001: {
    scriptId: "SCR4001",
    name: "Create an order",
    module: "Orders API",
    steps: [
      ['Set request body: body = "{\\"productId\\": \\"kb-101\\", \\"quantity\\": 2}"', 40],
      ['Send POST request: url = "https://api.northwind.example/v2/orders"', 620],
      ['Verify API response status code is: status code = "201"', 20],
    ],
  },
  SCR4003: {
    scriptId: "SCR4003",
    name: "Get the created order",
    module: "Orders API",
    steps: [
      ['Send GET request: url = "https://api.northwind.example/v2/orders/{{orderId}}"', 410],
      ['Verify API response status code is: status code = "200"', 20],
      ['Verify response body contains: text = "\\"quantity\\": 2"', 30],
    ],
  },
};

type SuiteTemplate = { projectId: string; suite: { id: string; name: string }; scripts: readonly string[] };

const suites = {
  nightly: {
    projectId: "p-web",
    suite: { id: "SUI1003", name: "Nightly Regression" },
    scripts: ["SCR1010", "SCR1012", "SCR1018", "SCR1021", "SCR1050"],
  },
  smoke: { projectId: "p-web", suite: { id: "SUI1001", name: "Smoke" }, scripts: ["SCR1010", "SCR1021"] },
  mobile: {
    projectId: "p-mobile",
    suite: { id: "SUI2001", name: "Mobile Smoke" },
    scripts: ["SCR2004", "SCR2007", "SCR2011"],
  },
  tracking: {
    projectId: "p-tracking",
    suite: { id: "SUI3001", name: "Tracking Regression" },
    scripts: ["SCR3002", "SCR3005"],
  },
  api: { projectId: "p-api", suite: { id: "SUI4001", name: "API Contract" }, scripts: ["SCR4001", "SCR4003"] },
} satisfies Record<string, SuiteTemplate>;

/** Each suite's run configuration, from the Configuration area's seed (docs/platform-demo.md#configuration). */
const configurations = {
  nightly: seedRunTarget("nightly"),
  smoke: seedRunTarget("smoke"),
  mobile: seedRunTarget("mobile"),
  tracking: seedRunTarget("tracking"),
  api: seedRunTarget("api"),
};

/** A failed step: the script, its step number and the message the result shows. */
type Failure = readonly [scriptId: string, stepIndex: number, error: string];

const flaky: Failure = ["SCR1018", 3, "Element Suggestions list not visible within 10 seconds"];
const coupon: Failure = ["SCR1012", 5, "Expected text €22.41 but found €24.90"];
const payNow: Failure = ["SCR1050", 3, "Element Pay now button not found"];

/** [days before the seed date, hour (UTC), suite, started by, its failed steps]. */
type RunSpec = readonly [
  daysBack: number,
  hour: number,
  suite: keyof typeof suites,
  startedBy: string,
  failures?: readonly Failure[],
];

const history: readonly RunSpec[] = [
  [13, 2, "nightly", "Schedule"],
  [13, 10, "api", "Schedule"],
  [12, 2, "nightly", "Schedule", [flaky]],
  [11, 2, "nightly", "Schedule"],
  [11, 9, "mobile", "Tom Becker"],
  [10, 14, "tracking", "Mei Lin", [["SCR3005", 4, "Element Save address button is disabled"]]],
  [9, 2, "nightly", "Schedule"],
  [8, 2, "nightly", "Schedule", [flaky]],
  [8, 10, "api", "Schedule", [["SCR4001", 3, "Expected status code 201 but found 503"]]],
  [7, 11, "smoke", "Mei Lin"],
  [6, 2, "nightly", "Schedule", [coupon]],
  [5, 2, "nightly", "Schedule", [coupon]],
  [5, 15, "mobile", "Tom Becker", [["SCR2011", 4, "Expected text Paid but found Payment pending"]]],
  [4, 13, "tracking", "Aisha Rahman"],
  [3, 2, "nightly", "Schedule", [coupon, flaky]],
  [3, 10, "api", "Schedule"],
  [2, 16, "smoke", "Tom Becker"],
  [1, 2, "nightly", "Schedule", [coupon]],
  [1, 9, "mobile", "Tom Becker"],
  [0, 2, "nightly", "Schedule", [coupon, payNow]],
];

/** Scripts that depend on another: skipped when it fails (pre-conditions and depends-on, results-and-reports.md). */
const dependsOn: Record<string, string> = { SCR4003: "SCR4001" };

const firstRunNumber = 2022;

/** A small, fixed wobble of a few hundred milliseconds, so durations differ from run to run. */
function wobble(runNumber: number, stepIndex: number): number {
  return ((runNumber * 37 + stepIndex * 53) % 11) * 23;
}

function scriptRun(
  template: ScriptTemplate,
  runNumber: number,
  failure: Failure | undefined,
  skip: boolean,
): ScriptRun {
  let failedAt = Number.POSITIVE_INFINITY;
  if (failure) failedAt = failure[1];
  const steps = template.steps.map(([text, base], position) => {
    const index = position + 1;
    let status: RunStatus = "Passed";
    if (skip) status = "Skipped";
    else if (index === failedAt) status = "Failed";
    else if (index > failedAt) status = "Not Executed";
    const ran = status === "Passed" || status === "Failed";
    // A failed wait spends its whole timeout before it gives up.
    const timedOut = status === "Failed" && failure?.[2].includes("within 10 seconds");
    const durationMs = ran ? (timedOut ? 10_000 : base + wobble(runNumber, index)) : 0;
    return { index, text, status, durationMs, ...(status === "Failed" && failure ? { error: failure[2] } : {}) };
  });
  const status: RunStatus = skip ? "Skipped" : failure ? "Failed" : "Passed";
  return {
    scriptId: template.scriptId,
    name: template.name,
    module: template.module,
    status,
    durationMs: steps.reduce((sum, step) => sum + step.durationMs, 0),
    steps,
  };
}

export function demoRuns(): Run[] {
  return history.map(([daysBack, hour, suiteKey, startedBy, failures = []], position) => {
    const runNumber = firstRunNumber + position;
    const template: SuiteTemplate = suites[suiteKey];
    const failed = new Set<string>();
    const runScripts = template.scripts.map((scriptId) => {
      const failure = failures.find(([id]) => id === scriptId);
      const dependency = dependsOn[scriptId];
      const skip = dependency !== undefined && failed.has(dependency);
      if (failure) failed.add(scriptId);
      return scriptRun(scripts[scriptId] as ScriptTemplate, runNumber, failure, skip);
    });
    const start = new Date(runsSeedDate);
    start.setUTCDate(start.getUTCDate() - daysBack);
    start.setUTCHours(hour, (runNumber * 7) % 60, 0, 0);
    // Scripts start a few seconds apart (set-up, the browser's start).
    const durationMs = runScripts.reduce((sum, script) => sum + script.durationMs + 3_000, 0);
    return {
      id: `EXE${runNumber}`,
      projectId: template.projectId,
      source: "Suite run",
      suite: { ...template.suite },
      startedBy,
      configuration: { ...configurations[suiteKey] },
      startedAt: start.toISOString(),
      durationMs,
      status: runScripts.some((script) => script.status === "Failed") ? "Failed" : "Passed",
      scripts: runScripts,
    };
  });
}
