import { describe, expect, it } from "vitest";
import type { Run } from "../model";
import {
  addElement,
  addSharedTest,
  addStep,
  addTest,
  deleteStep,
  logDefect,
  MAX_RUNS,
  moveDefect,
  moveStep,
  recordRun,
  setStepInput,
  toggleStep,
} from "./project-actions";
import { emptyProject } from "./sample-project";

function withSteps() {
  const [project, test] = addTest(emptyProject(), "shop", "Checkout");
  const [a, first] = addStep(project, test.id, "navigate-to-url");
  const [b, second] = addStep(a, test.id, "click-on-element");
  const [c, third] = addStep(b, test.id, "verify-title-of-the-page-is");
  return { project: c, testId: test.id, ids: [first.id, second.id, third.id] };
}

const stepIds = (project: ReturnType<typeof emptyProject>) =>
  project.tests[0]?.type === "web" ? project.tests[0].steps.map((step) => step.id) : [];

describe("project actions", () => {
  it("moves a step up and down, and leaves it at either end", () => {
    const { project, testId, ids } = withSteps();
    const [s1, s2, s3] = ids as [string, string, string];
    expect(stepIds(moveStep(project, testId, s2, -1))).toEqual([s2, s1, s3]);
    expect(stepIds(moveStep(project, testId, s2, 1))).toEqual([s1, s3, s2]);
    expect(stepIds(moveStep(project, testId, s1, -1))).toEqual([s1, s2, s3]);
    expect(stepIds(moveStep(project, testId, s3, 1))).toEqual([s1, s2, s3]);
  });

  it("sets inputs, disables and deletes steps", () => {
    const { project, testId, ids } = withSteps();
    let next = setStepInput(project, testId, ids[0] as string, "url", "/playground/apps/shop/");
    next = toggleStep(next, testId, ids[1] as string);
    next = deleteStep(next, testId, ids[2] as string);
    const test = next.tests[0];
    expect(test?.type === "web" && test.steps.map((s) => [s.inputs, s.disabled])).toEqual([
      [{ url: "/playground/apps/shop/" }, false],
      [{}, true],
    ]);
  });

  it("keeps the newest runs only", () => {
    let project = emptyProject();
    for (let i = 0; i < MAX_RUNS + 3; i++) {
      project = recordRun(project, { id: `run-${i}` } as Run);
    }
    expect(project.runs).toHaveLength(MAX_RUNS);
    expect(project.runs[0]?.id).toBe(`run-${MAX_RUNS + 2}`);
  });

  it("logs a defect from a failed step with the steps to reproduce up to it, and moves it on the board", () => {
    const run: Run = {
      id: "run-1",
      testId: "t",
      testName: "Cart total",
      viewport: "desktop",
      bugInjected: true,
      startedAt: "2026-11-26T10:00:00.000Z",
      durationMs: 900,
      status: "failed",
      steps: [
        { stepId: "a", title: 'Navigate to URL: url = "/cart"', status: "passed", durationMs: 100 },
        {
          stepId: "b",
          title: 'Verify text of element is: element = "Cart total", expected text = "$217.50"',
          status: "failed",
          durationMs: 5000,
          reason: "The text is not what was expected.",
          expected: "$217.50",
          actual: "$128.50",
        },
        { stepId: "c", title: "Click on element", status: "skipped", durationMs: 0 },
      ],
    };
    const [project, defect] = logDefect(emptyProject(), run, 1);
    expect(defect).toMatchObject({
      status: "New",
      runId: "run-1",
      stepId: "b",
      expected: "$217.50",
      actual: "$128.50",
    });
    expect(defect.stepsToReproduce).toEqual([
      "Open the sample app with the bug injected in a desktop viewport.",
      'Navigate to URL: url = "/cart"',
      'Verify text of element is: element = "Cart total", expected text = "$217.50"',
    ]);
    expect(moveDefect(project, defect.id, "Fixed").defects[0]?.status).toBe("Fixed");
  });

  it("opens a shared test under new ids, its element inputs pointing at the copied elements", () => {
    const [base, kept] = addElement(emptyProject(), { name: "Kept", app: "shop", locator: { kind: "id", value: "k" } });
    const shared = {
      id: "t1",
      type: "web" as const,
      name: "Shared",
      app: "shop" as const,
      data: [],
      steps: [{ id: "s1", nlpId: "click-on-element", inputs: { element: "e1" }, disabled: false }],
    };
    const element = {
      id: "e1",
      name: "Button",
      app: "shop" as const,
      locator: { kind: "testId" as const, value: "b" },
    };
    const [project, opened] = addSharedTest(base, shared, [element]);
    const copy = project.elements.find((candidate) => candidate.name === "Button");
    expect(project.elements[0]).toEqual(kept);
    expect(opened.id).not.toBe("t1");
    expect(opened.type === "web" && opened.steps[0]?.inputs.element).toBe(copy?.id);
    expect(copy?.id).not.toBe("e1");
  });
});
