/**
 * The demo company's test cases (docs/platform-demo.md#test-cases): Northwind Web Regression's
 * module tree as the Module Structure lesson builds it (Search, Cart, Checkout with Payment and
 * Shipping, My Orders), manual test cases SCR1031 to SCR1042 (so the next free ID is SCR1043, as the
 * Test Case Management lesson says), two manual suites and three finished runs (EXE2047, EXE2049, EXE2052).
 */
import type { CaseResult, ManualRun, TestCase, TestManagement, TestModule } from "./model";

const module = (
  id: string,
  projectId: string,
  parentId: string | null,
  name: string,
  description = "",
): TestModule => ({
  id,
  projectId,
  parentId,
  name,
  description,
});

const modules: TestModule[] = [
  module("m-search", "p-web", null, "Search", "Product search and its filters"),
  module("m-cart", "p-web", null, "Cart", "Adding, changing and removing cart lines"),
  module("m-checkout", "p-web", null, "Checkout", "Payment and shipping steps of an order"),
  module("m-payment", "p-web", "m-checkout", "Payment"),
  module("m-shipping", "p-web", "m-checkout", "Shipping"),
  module("m-orders", "p-web", null, "My Orders", "The customer's order history"),
  module("m-app-signin", "p-mobile", null, "Sign in"),
  module("m-app-catalogue", "p-mobile", null, "Catalogue"),
  module("m-tracking", "p-tracking", null, "Tracking"),
  module("m-api-orders", "p-api", null, "Orders API"),
];

type Seeded = Omit<TestCase, "steps" | "description" | "preconditions"> & {
  description?: string;
  preconditions?: string;
  steps: [string, string, string?][];
};

const seeded: Seeded[] = [
  {
    id: "SCR1031",
    projectId: "p-web",
    moduleId: "m-search",
    name: "Search by product name",
    priority: "Medium",
    labels: ["smoke", "search"],
    steps: [
      ["Type the product name in Search products and click Search", "The results list the product", "Keystone K2"],
      ["Open the product from the results", "The product page shows its name and price"],
    ],
  },
  {
    id: "SCR1032",
    projectId: "p-web",
    moduleId: "m-search",
    name: "Search with no results",
    priority: "Low",
    labels: ["search"],
    steps: [["Search for a term no product has", "The page says that no products match the term", "zzz-none"]],
  },
  {
    id: "SCR1033",
    projectId: "p-web",
    moduleId: "m-cart",
    name: "Add a product to the cart",
    priority: "High",
    labels: ["smoke", "regression"],
    steps: [
      ["Open a product page and click Add to cart", "The cart badge shows 1"],
      ["Open the cart", "The cart lists the product with quantity 1 and its price"],
    ],
  },
  {
    id: "SCR1034",
    projectId: "p-web",
    moduleId: "m-cart",
    name: "Change the quantity of a cart line",
    priority: "Medium",
    labels: ["regression"],
    steps: [
      ["Set the quantity of the first line to 2", "The line total doubles", "2"],
      ["Read the subtotal", "The subtotal is the sum of the line totals"],
    ],
  },
  {
    id: "SCR1035",
    projectId: "p-web",
    moduleId: "m-payment",
    name: "Pay with a saved card",
    description: "A signed-in customer pays with a stored card",
    preconditions: "Customer has a saved card",
    priority: "High",
    labels: ["checkout", "regression"],
    steps: [
      ["Open the cart and click Checkout", "The Checkout page opens"],
      ["Select the saved card", "The card is selected", "Card ending 4242"],
      ["Click Pay now", "Confirmation shows the order number"],
    ],
  },
  {
    id: "SCR1036",
    projectId: "p-web",
    moduleId: "m-payment",
    name: "Apply a coupon",
    priority: "Medium",
    labels: ["checkout"],
    steps: [
      ["Open the cart and click Checkout", "The Checkout page opens"],
      ["Type the coupon code and click Apply", "The coupon shows under the total", "SPRING10"],
      ["Read the total", "The total is 10% lower"],
    ],
  },
  {
    id: "SCR1037",
    projectId: "p-web",
    moduleId: "m-shipping",
    name: "Choose express shipping",
    priority: "Medium",
    labels: ["checkout"],
    steps: [
      ["On the Checkout page, select Express", "Express is selected and its price is added"],
      ["Read the delivery date", "The date is the next working day"],
    ],
  },
  {
    id: "SCR1038",
    projectId: "p-web",
    moduleId: "m-orders",
    name: "See the last order in My Orders",
    priority: "Low",
    labels: ["regression"],
    steps: [["Open My Orders after an order", "The order is first, with its number and total"]],
  },
  {
    id: "SCR1039",
    projectId: "p-web",
    moduleId: "m-orders",
    name: "Download an invoice",
    priority: "Low",
    labels: [],
    steps: [["Open an order and click Download invoice", "A PDF invoice with the order number downloads"]],
  },
  {
    id: "SCR1040",
    projectId: "p-mobile",
    moduleId: "m-app-signin",
    name: "Sign in with Face ID",
    priority: "High",
    labels: ["smoke"],
    steps: [
      ["Tap Sign in with Face ID", "The system asks for Face ID"],
      ["Look at the device", "The home screen shows the customer's name"],
    ],
  },
  {
    id: "SCR1041",
    projectId: "p-mobile",
    moduleId: "m-app-catalogue",
    name: "Browse a category",
    priority: "Medium",
    labels: [],
    steps: [["Tap Keyboards", "The list shows only keyboards"]],
  },
  {
    id: "SCR1042",
    projectId: "p-api",
    moduleId: "m-api-orders",
    name: "Read an order that does not exist",
    priority: "Low",
    labels: ["api"],
    steps: [["Send GET /orders/0 with a valid token", "The answer is 404 with a JSON error body", "order id 0"]],
  },
];

const cases: TestCase[] = seeded.map(({ steps, description = "", preconditions = "", ...rest }) => ({
  ...rest,
  description,
  preconditions,
  steps: steps.map(([action, expected, data = ""]) => ({ action, expected, data })),
}));

/** A case's result: passed through, failed at a step (1-based, the steps after it unset), skipped, or not reached. */
type Outcome = "Passed" | "Skipped" | "Not Executed" | { failAt: number; actual: string };

function result(caseId: string, outcome: Outcome): CaseResult {
  const testCase = cases.find((candidate) => candidate.id === caseId) as TestCase;
  const steps = testCase.steps.map((_, index) => {
    if (outcome === "Not Executed") return { status: null, actual: "" };
    if (typeof outcome === "string") return { status: outcome, actual: "" };
    if (index + 1 < outcome.failAt) return { status: "Passed" as const, actual: "" };
    if (index + 1 === outcome.failAt) return { status: "Failed" as const, actual: outcome.actual };
    return { status: null, actual: "" };
  });
  const status = typeof outcome === "string" ? outcome : "Failed";
  return { caseId, name: testCase.name, status, steps };
}

const releaseCases = ["SCR1033", "SCR1034", "SCR1035", "SCR1036", "SCR1037", "SCR1038"];

const runs: ManualRun[] = [
  {
    id: "EXE2047",
    suiteId: "SUI1202",
    testerId: "u-3",
    finishedAt: "2026-11-18T15:20:00.000Z",
    cases: [result("SCR1035", "Passed"), result("SCR1036", "Passed"), result("SCR1037", "Passed")],
  },
  {
    id: "EXE2049",
    suiteId: "SUI1201",
    testerId: "u-4",
    finishedAt: "2026-11-20T10:05:00.000Z",
    cases: releaseCases.map((id) => result(id, id === "SCR1038" ? "Skipped" : "Passed")),
  },
  {
    id: "EXE2052",
    suiteId: "SUI1201",
    testerId: "u-3",
    finishedAt: "2026-11-25T16:40:00.000Z",
    cases: [
      result("SCR1033", "Passed"),
      result("SCR1034", "Passed"),
      result("SCR1035", { failAt: 2, actual: "Saved card list is empty" }),
      result("SCR1036", { failAt: 3, actual: "The total did not change" }),
      result("SCR1037", "Passed"),
      result("SCR1038", "Not Executed"),
    ],
  },
];

export function testManagementSeed(): TestManagement {
  return structuredClone({
    modules,
    cases,
    suites: [
      { id: "SUI1201", projectId: "p-web", name: "Release 2.4 Manual Checks", caseIds: releaseCases },
      { id: "SUI1202", projectId: "p-web", name: "Checkout Manual", caseIds: ["SCR1035", "SCR1036", "SCR1037"] },
    ],
    runs,
  });
}
