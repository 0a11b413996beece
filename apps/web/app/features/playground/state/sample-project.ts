/**
 * The sample project a visitor starts from: elements of the Gearbox shop and
 * three web tests on it (one that passes, one data-driven, one that verifies the
 * cart total and so fails when the bug is injected), plus one API test. Every
 * locator and expected value comes from docs/playground.md#sample-apps.
 */
import type { Project, ProjectElement, Step, WebTest } from "../model";
import { SAMPLE_SETTINGS, sampleAutomation } from "./sample-automation";

const element = (id: string, name: string, locator: ProjectElement["locator"]): ProjectElement => ({
  id,
  name,
  app: "shop",
  locator,
});

export const SAMPLE_ELEMENTS: ProjectElement[] = [
  element("el-email", "Email field", { kind: "label", value: "Email" }),
  element("el-password", "Password field", { kind: "testId", value: "password" }),
  element("el-sign-in", "Sign in button", { kind: "testId", value: "sign-in" }),
  element("el-signed-in-user", "Signed-in user", { kind: "testId", value: "signed-in-user" }),
  element("el-product-list", "Product list", { kind: "testId", value: "product-list" }),
  element("el-product-card", "Product card", { kind: "testId", value: "product-card" }),
  element("el-quantity", "Quantity field", { kind: "label", value: "Quantity" }),
  element("el-add-to-cart", "Add to cart button", { kind: "role", role: "button", name: "Add to cart" }),
  element("el-cart-count", "Cart count", { kind: "testId", value: "cart-count" }),
  element("el-cart-total", "Cart total", { kind: "testId", value: "cart-total" }),
];

const step = (id: string, nlpId: string, inputs: Record<string, string> = {}): Step => ({
  id,
  nlpId,
  inputs,
  disabled: false,
});

/** Passes with or without the bug: signing in with the demo account. */
export const SIGN_IN_TEST: WebTest = {
  id: "test-sign-in",
  type: "web",
  name: "Sign in with the demo account",
  app: "shop",
  steps: [
    step("s1", "navigate-to-url", { url: "/playground/apps/shop/" }),
    step("s2", "enter-input-into-element", { element: "el-email", input: "demo@gearbox.test" }),
    step("s3", "enter-input-into-element", { element: "el-password", input: "Passw0rd!" }),
    step("s4", "click-on-element", { element: "el-sign-in" }),
    step("s5", "verify-title-of-the-page-is", { "expected text": "Products – Gearbox" }),
    step("s6", "verify-text-of-element-contains", {
      element: "el-signed-in-user",
      "expected text": "demo@gearbox.test",
    }),
  ],
  data: [],
};

/** Data-driven: one search per row of the data table, each with the number of products it should list. */
export const SEARCH_TEST: WebTest = {
  id: "test-search",
  type: "web",
  name: "Search finds the products of a category",
  app: "shop",
  steps: [
    step("s1", "navigate-to-url", { url: "/playground/apps/shop/products.html?q={{term}}" }),
    step("s2", "wait-till-element-is-visible", { element: "el-product-list" }),
    step("s3", "verify-count-of-elements-is", { elements: "el-product-card", count: "{{count}}" }),
  ],
  data: [
    { term: "Keyboards", count: "2" },
    { term: "Headsets", count: "2" },
    { term: "Webcams", count: "1" },
  ],
};

/** Verifies the cart total: $217.50, or $128.50 with the bug injected (docs/playground.md#state-reset-and-the-injected-bug). */
export const CART_TOTAL_TEST: WebTest = {
  id: "test-cart-total",
  type: "web",
  name: "Cart total counts every quantity",
  app: "shop",
  steps: [
    step("s1", "navigate-to-url", { url: "/playground/apps/shop/product.html?id=kb-101" }),
    step("s2", "clear-and-enter-input-into-element", { element: "el-quantity", input: "2" }),
    step("s3", "click-on-element", { element: "el-add-to-cart" }),
    step("s4", "navigate-to-url", { url: "/playground/apps/shop/product.html?id=hs-202" }),
    step("s5", "click-on-element", { element: "el-add-to-cart" }),
    step("s6", "navigate-to-url", { url: "/playground/apps/shop/cart.html" }),
    step("s7", "verify-text-of-element-is", { element: "el-cart-count", "expected text": "3" }),
    step("s8", "verify-text-of-element-is", { element: "el-cart-total", "expected text": "$217.50" }),
  ],
  data: [],
};

export function sampleProject(): Project {
  return {
    version: 1,
    name: "Sample project",
    elements: structuredClone(SAMPLE_ELEMENTS),
    tests: structuredClone([
      SIGN_IN_TEST,
      SEARCH_TEST,
      CART_TOTAL_TEST,
      {
        id: "test-api-nlp",
        type: "api" as const,
        name: "The assets API serves an NLP",
        requests: [
          {
            id: "r1",
            method: "GET" as const,
            path: "/v1/public/nlp-details?nlpId=click-on-element",
            body: "",
            checks: [
              { kind: "status" as const, equals: 200 },
              { kind: "jsonField" as const, path: "responseObject.title", equals: "Click on element" },
              { kind: "timeUnder" as const, ms: 2000 },
            ],
          },
          {
            id: "r2",
            method: "POST" as const,
            path: "/v1/public/nlp-details/search",
            body: '{"key":"verify text"}',
            checks: [
              { kind: "status" as const, equals: 200 },
              { kind: "jsonField" as const, path: "message", equals: "SUCCESS" },
              { kind: "timeUnder" as const, ms: 2000 },
            ],
          },
        ],
      },
    ]).map((test) =>
      test.type === "web" && SAMPLE_SETTINGS[test.id]
        ? { ...test, automation: structuredClone(SAMPLE_SETTINGS[test.id]) }
        : test,
    ),
    runs: [],
    defects: [],
    baselines: {},
    automation: sampleAutomation(),
  };
}

/** An empty project: what the e2e journey starts from, and a visitor who clears everything. */
export function emptyProject(): Project {
  return {
    version: 1,
    name: "My project",
    elements: [],
    tests: [],
    runs: [],
    defects: [],
    baselines: {},
    automation: { variables: [], dataSets: [], stepGroups: [], programElements: [] },
  };
}
