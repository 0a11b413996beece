/**
 * A project that completes each practice task (content/academy/practice-tasks.ts),
 * for the checkers' unit tests: the learner's test, its runs and defects, as
 * the playground would store them. Tests take one and break a part of it.
 */
import type { ApiTest, Defect, Project, ProjectElement, Run, Step, WebTest } from "../model";

const element = (id: string, app: ProjectElement["app"], locator: ProjectElement["locator"]): ProjectElement => ({
  id,
  name: id,
  app,
  locator,
});

const step = (id: string, nlpId: string, inputs: Record<string, string> = {}): Step => ({
  id,
  nlpId,
  inputs,
  disabled: false,
});

export const PRACTICE_ELEMENTS: ProjectElement[] = [
  element("email", "shop", { kind: "label", value: "Email" }),
  element("password", "shop", { kind: "testId", value: "password" }),
  element("sign-in", "shop", { kind: "role", role: "button", name: "Sign in" }),
  element("add-to-cart", "shop", { kind: "role", role: "button", name: "Add to cart" }),
  element("cart-total", "shop", { kind: "testId", value: "cart-total" }),
  element("search", "shop", { kind: "css", value: "#search" }),
  element("status", "orders", { kind: "label", value: "Status" }),
];

/** A run of every step of the test (each data row), with the given status for the step `failAt`. */
export function runOf(
  test: WebTest | ApiTest,
  options: Partial<Pick<Run, "bugInjected" | "viewport">> & { failAt?: string; id?: string } = {},
): Run {
  const ids = test.type === "web" ? test.steps.map((s) => s.id) : test.requests.map((r) => r.id);
  const rows = test.type === "web" && test.data.length > 0 ? test.data.map((_, index) => index) : [undefined];
  const steps = rows.flatMap((row) =>
    ids.map((stepId) => ({
      stepId,
      title: stepId,
      status: stepId === options.failAt ? ("failed" as const) : ("passed" as const),
      durationMs: 5,
      ...(row === undefined ? {} : { row }),
    })),
  );
  return {
    id: options.id ?? `run-${Math.random().toString(36).slice(2, 8)}`,
    testId: test.id,
    testName: test.name,
    viewport: options.viewport ?? "desktop",
    bugInjected: options.bugInjected ?? false,
    startedAt: "2026-11-26T10:00:00.000Z",
    durationMs: 100,
    status: options.failAt ? "failed" : "passed",
    steps,
  };
}

function project(test: WebTest | ApiTest, runs: Run[], defects: Defect[] = []): Project {
  return {
    version: 1,
    name: "Practice",
    elements: PRACTICE_ELEMENTS,
    tests: [test],
    runs,
    defects,
    baselines: {},
    automation: { variables: [], dataSets: [], stepGroups: [], programElements: [] },
  };
}

const web = (id: string, name: string, app: WebTest["app"], steps: Step[], data: WebTest["data"] = []): WebTest => ({
  id,
  type: "web",
  name,
  app,
  steps,
  data,
});

const signIn = (password: string) => [
  step("open", "navigate-to-url", { url: "/playground/apps/shop/" }),
  step("email", "enter-input-into-element", { element: "email", input: "demo@gearbox.test" }),
  step("password", "enter-input-into-element", { element: "password", input: password }),
  step("sign-in", "click-on-element", { element: "sign-in" }),
];

export function practiceOne(): Project {
  const test = web("t1", "Wrong password shows a message", "shop", [
    ...signIn("not-the-password"),
    step("message", "verify-text-of-element-contains", {
      element: "css=#sign-in-error",
      "expected text": "incorrect",
    }),
  ]);
  return project(test, [runOf(test)]);
}

export function practiceTwo(): Project {
  const test = web("t2", "Signed-in order total", "shop", [
    ...signIn("Passw0rd!"),
    step("product", "navigate-to-url", { url: "/playground/apps/shop/product.html?id=kb-101" }),
    step("add", "click-on-element", { element: "add-to-cart" }),
    step("cart", "navigate-to-url", { url: "/playground/apps/shop/cart.html" }),
    step("total", "verify-text-of-element-is", { element: "cart-total", "expected text": "$93.99" }),
  ]);
  return project(test, [runOf(test)]);
}

export function practiceThree(): Project {
  const test = web(
    "t3",
    "Status filter counts",
    "orders",
    [
      step("open", "navigate-to-url", { url: "/playground/apps/orders/" }),
      step("filter", "select-option-from-dropdown-by-visible-text", {
        dropdown: "status",
        "option text": "{{status}}",
      }),
      step("count", "verify-text-of-element-contains", {
        element: "testId=po-count",
        "expected text": "Showing {{count}} of 8",
      }),
    ],
    [
      { status: "Approved", count: "3" },
      { status: "Draft", count: "2" },
      { status: "Rejected", count: "1" },
    ],
  );
  return project(test, [runOf(test)]);
}

export function practiceFour(): Project {
  const test = web("t4", "Cart total", "shop", [
    step("product", "navigate-to-url", { url: "/playground/apps/shop/product.html?id=kb-101" }),
    step("add", "click-on-element", { element: "add-to-cart" }),
    step("cart", "navigate-to-url", { url: "/playground/apps/shop/cart.html" }),
    step("total", "verify-text-of-element-is", { element: "cart-total", "expected text": "$93.99" }),
  ]);
  const failed = runOf(test, { bugInjected: true, failAt: "total", id: "run-bug" });
  const defect: Defect = {
    id: "defect-1",
    title: "Cart total: Verify text of element is",
    status: "New",
    severity: "Major",
    runId: failed.id,
    stepId: "total",
    stepsToReproduce: [],
    expected: "$93.99",
    actual: "$4.99",
    createdAt: "2026-11-26T10:01:00.000Z",
  };
  return project(test, [failed, runOf(test)], [defect]);
}

export function practiceFive(): Project {
  const test = web("t5", "Search on a phone", "shop", [
    step("open", "navigate-to-url", { url: "/playground/apps/shop/products.html" }),
    step("search", "enter-input-into-element", { element: "search", input: "Keyboards" }),
    step("enter", "press-enter-key", {}),
    step("count", "verify-count-of-elements-is", { elements: "testId=product-card", count: "2" }),
  ]);
  return project(test, [runOf(test, { viewport: "phone" })]);
}

export function practiceSix(): Project {
  const test: ApiTest = {
    id: "t6",
    type: "api",
    name: "Search the NLPs",
    requests: [
      {
        id: "r1",
        method: "POST",
        path: "/v1/public/nlp-details/search",
        body: '{"key":"verify title"}',
        checks: [
          { kind: "status", equals: 200 },
          { kind: "jsonField", path: "responseObject.0.nlpName", equals: "Verify title of the page is" },
          { kind: "timeUnder", ms: 2000 },
        ],
      },
    ],
  };
  return project(test, [runOf(test)]);
}
