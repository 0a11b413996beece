import { describe, expect, it } from "vitest";
import { practiceTasks } from "../../../../../../content/academy/practice-tasks";
import type { Project, WebTest } from "../model";
import {
  practiceFive,
  practiceFour,
  practiceOne,
  practiceSix,
  practiceThree,
  practiceTwo,
  runOf,
} from "../test/practice-fixtures";
import { checkPractice } from "./check-practice";

const task = (number: number) => {
  const found = practiceTasks.find((candidate) => candidate.number === number);
  if (!found) throw new Error(`no task ${number}`);
  return found;
};

/** What the checker says is missing for the project's one test. */
const missing = (number: number, project: Project) =>
  checkPractice(task(number), project, project.tests[0]?.id)
    .results.filter((result) => !result.met)
    .map((result) => result.text);

function webTest(project: Project): WebTest {
  const test = project.tests[0];
  if (test?.type !== "web") throw new Error("not a web test");
  return test;
}

/** The project with the test's steps changed and the run history as given. */
function withSteps(project: Project, change: (steps: WebTest["steps"]) => WebTest["steps"]): Project {
  const test = webTest(project);
  return { ...project, tests: [{ ...test, steps: change(test.steps) }] };
}

describe("practice checkers", () => {
  it("pass each task's complete fixture, and say so of every requirement", () => {
    const fixtures = [practiceOne, practiceTwo, practiceThree, practiceFour, practiceFive, practiceSix];
    for (const [index, fixture] of fixtures.entries()) {
      const project = fixture();
      const check = checkPractice(task(index + 1), project, project.tests[0]?.id);
      expect({ number: index + 1, missing: check.results.filter((r) => !r.met) }).toEqual({
        number: index + 1,
        missing: [],
      });
      expect(check.passed).toBe(true);
      expect(check.results.map((result) => result.text)).toEqual(task(index + 1).requirements.map((r) => r.label));
    }
  });

  it("without a test, every requirement is missing", () => {
    const check = checkPractice(task(2), practiceTwo(), undefined);
    expect(check.passed).toBe(false);
    expect(check.results.every((result) => !result.met)).toBe(true);
  });

  describe("1: the wrong-password test case", () => {
    it("wants a name of its own, the message verified and a green run", () => {
      const project = practiceOne();
      const renamed: Project = { ...project, tests: [{ ...webTest(project), name: "New test" }], runs: [] };
      expect(missing(1, renamed)).toEqual([
        'The test is still called "New test": name it for what it checks',
        "The test has not run green yet",
      ]);
      const noCheck = withSteps(project, (steps) => steps.filter((step) => step.id !== "message"));
      expect(missing(1, noCheck)).toEqual(["No step verifies the message under the form (id sign-in-error)"]);
    });

    it("does not count a disabled step, nor a run of the test before it changed", () => {
      const project = practiceOne();
      const disabled = withSteps(project, (steps) =>
        steps.map((step) => (step.id === "email" ? { ...step, disabled: true } : step)),
      );
      expect(missing(1, disabled)).toContain("No step enters demo@gearbox.test into the Email field");
      const added = withSteps(project, (steps) => [
        ...steps,
        { id: "extra", nlpId: "verify-title-of-the-page-is", inputs: { "expected text": "x" }, disabled: false },
      ]);
      expect(missing(1, added)).toEqual(["The test has changed since it last ran: run it again"]);
    });
  });

  describe("2: sign in and verify the order total", () => {
    it("says which step is missing", () => {
      const project = practiceTwo();
      expect(
        missing(
          2,
          withSteps(project, (steps) => steps.filter((step) => step.id !== "total")),
        ),
      ).toEqual(["No step verifies the order total"]);
      expect(
        missing(
          2,
          withSteps(project, (steps) => steps.filter((step) => step.id !== "sign-in")),
        ),
      ).toEqual(["No step clicks the Sign in button"]);
    });

    it("finds the total by any locator that names it, and not by another element", () => {
      const project = practiceTwo();
      const byCss = withSteps(project, (steps) =>
        steps.map((step) =>
          step.id === "total"
            ? { ...step, inputs: { ...step.inputs, element: 'css=[data-testid="cart-total"]' } }
            : step,
        ),
      );
      const run = runOf(webTest(byCss));
      expect(missing(2, { ...byCss, runs: [run] })).toEqual([]);
      const wrong = withSteps(project, (steps) =>
        steps.map((step) =>
          step.id === "total" ? { ...step, inputs: { ...step.inputs, element: "testId=cart-count" } } : step,
        ),
      );
      expect(missing(2, { ...wrong, runs: [runOf(webTest(wrong))] })).toEqual(["No step verifies the order total"]);
    });

    it("wants the demo password, a green run and no bug in it", () => {
      const project = practiceTwo();
      const test = webTest(project);
      expect(missing(2, { ...project, runs: [runOf(test, { failAt: "total" })] })).toEqual([
        "The test has not run green yet",
      ]);
      expect(missing(2, { ...project, runs: [runOf(test, { bugInjected: true })] })).toEqual([
        "The test has not run green yet",
      ]);
      const wrongPassword = withSteps(project, (steps) =>
        steps.map((step) => (step.id === "password" ? { ...step, inputs: { ...step.inputs, input: "guess" } } : step)),
      );
      expect(missing(2, wrongPassword)).toEqual(["No step enters the demo password into the Password field"]);
    });
  });

  describe("3: purchase orders from test data", () => {
    it("wants three rows, the filter and the count from the data, and every row green", () => {
      const project = practiceThree();
      const test = webTest(project);
      const twoRows: Project = { ...project, tests: [{ ...test, data: test.data.slice(0, 2) }] };
      expect(missing(3, { ...twoRows, runs: [runOf(webTest(twoRows))] })).toEqual([
        "The test data has fewer than three rows",
        "The test has not run green for three rows yet",
      ]);
      const fixed = withSteps(project, (steps) =>
        steps.map((step) =>
          step.id === "filter" ? { ...step, inputs: { ...step.inputs, "option text": "Draft" } } : step,
        ),
      );
      expect(missing(3, fixed)).toEqual(["No step chooses the Status filter from a {{column}} of the test data"]);
    });

    it("is not a task of the shop", () => {
      const project = practiceThree();
      const shop: Project = { ...project, tests: [{ ...webTest(project), app: "shop" }] };
      expect(missing(3, shop)).toContain("This is not a web test on Meridian Procurement (the orders app)");
    });
  });

  describe("4: the injected bug and its defect", () => {
    it("wants the failure at the total with the bug, a defect from it, and a green run without", () => {
      const project = practiceFour();
      expect(missing(4, { ...project, defects: [] })).toEqual(["No defect has been logged from the test's failed run"]);
      const [bugRun, greenRun] = project.runs;
      expect(missing(4, { ...project, runs: [bugRun as never] })).toEqual([
        "The test has not run green without the bug yet",
      ]);
      const failedElsewhere = runOf(webTest(project), { bugInjected: true, failAt: "add", id: "run-bug" });
      expect(missing(4, { ...project, runs: [failedElsewhere, greenRun as never] })).toEqual([
        "The test has not failed at the cart total with the bug injected yet",
      ]);
    });
  });

  describe("5: search on a phone", () => {
    it("wants the green run in the phone viewport", () => {
      const project = practiceFive();
      const test = webTest(project);
      expect(missing(5, { ...project, runs: [runOf(test)] })).toEqual([
        "The test has not run green in the phone viewport yet",
      ]);
      expect(
        missing(
          5,
          withSteps(project, (steps) => steps.filter((step) => step.id !== "count")),
        ),
      ).toEqual(["No step verifies the count of product cards (product-card)"]);
    });
  });

  describe("6: the assets service's search", () => {
    it("wants the search request, a check of the first result and a green run", () => {
      const project = practiceSix();
      const test = project.tests[0];
      if (test?.type !== "api") throw new Error("not an API test");
      const request = test.requests[0];
      if (!request) throw new Error("no request");
      const sample = {
        ...test,
        requests: [
          {
            ...request,
            checks: request.checks.filter((check) => check.kind !== "jsonField"),
            path: "/v1/public/nlp-details?nlpId=click-on-element",
            method: "GET" as const,
          },
        ],
      };
      expect(missing(6, { ...project, tests: [sample], runs: [] })).toEqual([
        'No request POSTs a "key" to /v1/public/nlp-details/search',
        "No check of a field of the first result (responseObject.0.…)",
        "The test has not run green yet",
      ]);
      expect(missing(6, { ...practiceTwo(), tests: practiceTwo().tests })).toContain("This is not an API test");
    });
  });
});
