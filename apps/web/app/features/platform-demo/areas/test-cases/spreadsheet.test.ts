import { describe, expect, it } from "vitest";
import { caseVerdict, TestManagementSchema } from "./model";
import { testManagementSeed } from "./seed";
import { columns, exportedModules, exportName, exportRows, planImport } from "./spreadsheet";

const header = [...columns];

describe("the test cases' seed", () => {
  it("parses, and leaves SCR1043 as the next free script ID", () => {
    const tm = TestManagementSchema.parse(testManagementSeed());
    expect(tm.cases.map((testCase) => testCase.id).at(-1)).toBe("SCR1042");
    expect(
      planImport([header, ["Cart", "New one", "1", "Do", "See", "", "", "", "", ""]], tm, "p-web").cases[0]?.id,
    ).toBe("SCR1043");
  });
});

describe("a test case's status from its steps", () => {
  it("fails on any failed step, else is Skipped on any skipped step, else Passed; unset steps leave it open", () => {
    expect(caseVerdict(["Passed", "Failed", null])).toBe("Failed");
    expect(caseVerdict(["Passed", "Skipped"])).toBe("Skipped");
    expect(caseVerdict(["Passed", "Passed"])).toBe("Passed");
    expect(caseVerdict(["Passed", null])).toBeNull();
  });
});

describe("importing manual test cases", () => {
  const tm = testManagementSeed();

  it("groups the rows of one Module and Script name into a test case, steps in their order", () => {
    const plan = planImport(
      [
        header,
        ["Checkout/Payment", "Pay by invoice", "2", "Click Pay", "Confirmation", "", "", "", "", ""],
        [
          "payment",
          "Pay by invoice",
          "1",
          "Choose Invoice",
          "Invoice is chosen",
          "PO-7",
          "high",
          "checkout, b2b",
          "",
          "",
        ],
      ],
      tm,
      "p-web",
    );
    expect(plan.problems).toEqual([]);
    expect(plan.cases).toHaveLength(1);
    expect(plan.cases[0]).toMatchObject({
      moduleId: "m-payment",
      name: "Pay by invoice",
      priority: "Medium",
      labels: ["checkout", "b2b"],
      steps: [
        { action: "Choose Invoice", expected: "Invoice is chosen", data: "PO-7" },
        { action: "Click Pay", expected: "Confirmation", data: "" },
      ],
    });
  });

  it("reports every bad row by the line a spreadsheet shows, and keeps the good ones", () => {
    const plan = planImport(
      [
        header,
        ["Cart", "Empty the cart", "1", "Click Empty cart", "The cart is empty", "", "High", "", "", ""],
        [],
        ["Cart", "Remove a line", "1", "Click Remove", "The line is gone", "", "Urgent", "", "", ""],
        ["Wishlist", "Add to wishlist", "1", "", "Saved", "", "", "Smoke!", "", ""],
        ["Cart", "Empty the cart", "1", "Again", "Again", "", "", "", "", ""],
        ["Cart", "Empty the cart", "two", "Again", "Again", "", "", "", "", ""],
      ],
      tm,
      "p-web",
    );
    expect(plan.cases.map((testCase) => testCase.name)).toEqual(["Empty the cart"]);
    expect(plan.problems).toEqual([
      { line: 4, message: "Priority must be one of High, Medium, Low" },
      {
        line: 5,
        message:
          "Action is empty; Labels are lowercase letters, digits and hyphens, up to 30 characters, separated by commas; Module “Wishlist” does not exist in this project",
      },
      { line: 6, message: "Step 1 of “Empty the cart” is on line 2 already" },
      { line: 7, message: "Step must be a whole number from 1" },
    ]);
  });

  it("asks for the path of a module name used twice, and names a missing column", () => {
    const twice = {
      ...tm,
      modules: [...tm.modules, { id: "m-x", projectId: "p-web", parentId: "m-cart", name: "Payment", description: "" }],
    };
    expect(planImport([header, ["Payment", "A", "1", "B", "C"]], twice, "p-web").problems[0]?.message).toMatch(
      /is in more than one place/,
    );
    expect(planImport([["Module", "Script name", "Step", "Action"]], tm, "p-web").problems).toEqual([
      { line: 0, message: expect.stringContaining("The file has no “Expected result” column.") },
    ]);
  });
});

describe("exporting a module", () => {
  it("writes one row per step with the module's path, and imports back as the same test cases", () => {
    const tm = testManagementSeed();
    const rows = exportRows(tm, exportedModules(tm, "p-web", "m-checkout"));
    expect(rows[0]).toEqual(header);
    expect(rows[1]?.slice(0, 4)).toEqual([
      "Checkout/Payment",
      "Pay with a saved card",
      "1",
      "Open the cart and click Checkout",
    ]);
    expect(rows).toHaveLength(1 + 3 + 3 + 2);
    const again = planImport(rows, tm, "p-web");
    expect(again.problems).toEqual([]);
    expect(again.cases.map(({ name, priority, labels, steps }) => ({ name, priority, labels, steps }))).toEqual(
      tm.cases
        .filter((testCase) => ["m-payment", "m-shipping"].includes(testCase.moduleId))
        .map(({ name, priority, labels, steps }) => ({ name, priority, labels, steps })),
    );
  });

  it("names the file after the project, the module and the day", () => {
    expect(exportName(["Northwind Web Regression", "My Orders"], new Date("2026-11-27T10:00:00Z"))).toBe(
      "northwind-web-regression-my-orders-2026-11-27",
    );
  });
});
