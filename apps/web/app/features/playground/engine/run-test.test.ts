// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ProjectElement, Step, StepResult, WebTest } from "../model";
import { fakeLayout, mountFrame } from "../test/fixture-frame";
import { SHOP_PAGE } from "../test/shop-fixture";
import { runTest } from "./run-test";

const elements: ProjectElement[] = [
  { id: "email", name: "Email field", app: "shop", locator: { kind: "label", value: "Email" } },
  { id: "sign-in", name: "Sign in button", app: "shop", locator: { kind: "role", role: "button", name: "Sign in" } },
  { id: "total", name: "Cart total", app: "shop", locator: { kind: "testId", value: "total" } },
];

let n = 0;
const step = (nlpId: string, inputs: Record<string, string>, disabled = false): Step => ({
  id: `s${++n}`,
  nlpId,
  inputs,
  disabled,
});
const test = (steps: Step[], data: Record<string, string>[] = []): WebTest => ({
  id: "t1",
  type: "web",
  name: "Sign in",
  app: "shop",
  steps,
  data,
});

function setup() {
  const { frame, doc } = mountFrame(SHOP_PAGE, "Trail shop");
  doc.getElementById("login")?.addEventListener("submit", (event) => event.preventDefault());
  const capture = vi.fn(async () => "data:image/png;base64,FRAME");
  const navigate = vi.fn(async () => {});
  const seen: StepResult[] = [];
  const options = {
    frame,
    project: { elements },
    layout: fakeLayout,
    capture,
    navigate,
    timeoutMs: 200,
    onStep: (result: StepResult) => seen.push(result),
  };
  return { frame, doc, capture, navigate, seen, options };
}

afterEach(() => {
  for (const frame of document.querySelectorAll("iframe")) frame.remove();
});

const summary = (steps: StepResult[]) => steps.map((s) => `${s.status}${s.reason ? `: ${s.reason}` : ""}`);

describe("runTest", () => {
  it("runs the steps in order in the frame and reports each as it ends", async () => {
    const { options, seen, doc, navigate } = setup();
    const { run } = await runTest(
      test([
        step("navigate-to-url", { url: "/playground/apps/shop/" }),
        step("enter-input-into-element", { element: "email", input: "qa@example.com" }),
        step("click-on-element", { element: "sign-in" }),
        step("verify-text-of-element-contains", { element: "total", "expected text": "$0.00" }),
      ]),
      options,
    );
    expect(run.status).toBe("passed");
    expect(summary(run.steps)).toEqual(["passed", "passed", "passed", "passed"]);
    expect(seen).toEqual(run.steps);
    expect(run.steps[1]?.title).toBe('Enter input into element: element = "Email field", input = "qa@example.com"');
    expect(run.steps.every((s) => s.durationMs >= 0)).toBe(true);
    expect(navigate).toHaveBeenCalledOnce();
    expect((doc.getElementById("email") as HTMLInputElement).value).toBe("qa@example.com");
    expect(run).toMatchObject({ testId: "t1", testName: "Sign in", viewport: "desktop", bugInjected: false });
  });

  it("stops at a failed step: the reason, expected and actual, a picture, and the rest skipped", async () => {
    const { options, capture } = setup();
    const { run } = await runTest(
      test([
        step("verify-text-of-element-is", { element: "total", "expected text": "Total: $89.00" }),
        step("click-on-element", { element: "sign-in" }),
      ]),
      options,
    );
    expect(run.status).toBe("failed");
    expect(run.steps[0]).toMatchObject({
      status: "failed",
      reason: "The text of testId=total is not as expected.",
      expected: '"Total: $89.00"',
      actual: '"Total: $0.00"',
      picture: "data:image/png;base64,FRAME",
    });
    expect(capture).toHaveBeenCalledOnce();
    expect(summary(run.steps.slice(1))).toEqual(["skipped: An earlier step failed."]);
  });

  it("skips a disabled step and a step with a missing input, and runs the others", async () => {
    const { options } = setup();
    const { run } = await runTest(
      test([
        step("click-on-element", { element: "sign-in" }, true),
        step("click-on-element", {}),
        step("verify-element-is-visible", { element: "email" }),
      ]),
      options,
    );
    expect(summary(run.steps)).toEqual([
      "skipped: This step is disabled.",
      "skipped: element: pick an element or write a locator",
      "passed",
    ]);
    expect(run.status).toBe("passed");
  });

  it("runs a data-driven test once per row, filling {{column}}", async () => {
    const { options, doc } = setup();
    const typed: string[] = [];
    doc
      .getElementById("email")
      ?.addEventListener("change", (event) => typed.push((event.target as HTMLInputElement).value));
    const { run } = await runTest(
      test(
        [
          step("enter-input-into-element", { element: "email", input: "{{email}}" }),
          step("verify-input-value-of-element-is", { element: "email", "expected text": "{{email}}" }),
        ],
        [{ email: "a@example.com" }, { email: "b@example.com" }],
      ),
      options,
    );
    expect(typed).toEqual(["a@example.com", "b@example.com"]);
    expect(run.steps.map((s) => s.row)).toEqual([0, 0, 1, 1]);
    expect(run.steps[2]?.title).toBe('Enter input into element: element = "Email field", input = "b@example.com"');
    expect(run.status).toBe("passed");
  });

  it("stops when the signal aborts: the current and later steps are skipped and the run is stopped", async () => {
    const { options } = setup();
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const { run } = await runTest(
      test([
        step("wait-till-element-is-visible", { element: "css=.never", timeout: "5" }),
        step("click-on-element", { element: "sign-in" }),
      ]),
      { ...options, signal: controller.signal },
    );
    expect(run.status).toBe("stopped");
    expect(summary(run.steps)).toEqual(["skipped: The run was stopped.", "skipped: The run was stopped."]);
  });

  it("saves the first picture of a visual checkpoint as its baseline and compares later runs with it", async () => {
    const { options } = setup();
    const visual = test([step("verify-page-matches-visual-baseline", { baseline: "home" })]);
    const first = await runTest(visual, options);
    const key = `t1/${visual.steps[0]?.id}`;
    expect(first.baselines).toEqual({ [key]: "data:image/png;base64,FRAME" });
    expect(first.run.steps[0]?.reason).toBe("No baseline yet: this picture is now the baseline.");
    const compare = vi.fn(async () => ({ ratio: 0.2, diff: "data:image/png;base64,DIFF" }));
    const second = await runTest(visual, { ...options, baselines: first.baselines, compare });
    expect(compare).toHaveBeenCalledWith("data:image/png;base64,FRAME", "data:image/png;base64,FRAME");
    expect(second.run.steps[0]).toMatchObject({ status: "failed", picture: "data:image/png;base64,DIFF" });
  });
  it("awaits beforeStep before each step runs, so a debugger can step over one at a time", async () => {
    const { options, doc } = setup();
    const order: string[] = [];
    let release: () => void = () => {};
    const before = vi.fn(
      (stepId: string) =>
        new Promise<void>((resolve) => {
          order.push(`paused ${stepId}`);
          release = resolve;
        }),
    );
    const steps = [
      step("enter-input-into-element", { element: "email", input: "qa@example.com" }),
      step("click-on-element", { element: "sign-in" }),
    ];
    const running = runTest(test(steps), {
      ...options,
      beforeStep: before,
      onStep: (result) => order.push(`${result.status} ${result.stepId}`),
    });
    await vi.waitFor(() => expect(before).toHaveBeenCalledTimes(1));
    expect((doc.getElementById("email") as HTMLInputElement).value).toBe("");
    release();
    await vi.waitFor(() => expect(before).toHaveBeenCalledTimes(2));
    expect((doc.getElementById("email") as HTMLInputElement).value).toBe("qa@example.com");
    release();
    const { run } = await running;
    expect(run.status).toBe("passed");
    expect(order).toEqual([
      `paused ${steps[0]?.id}`,
      `passed ${steps[0]?.id}`,
      `paused ${steps[1]?.id}`,
      `passed ${steps[1]?.id}`,
    ]);
  });

  it("awaits afterStep with a failed step's result before skipping the rest (pause on failure)", async () => {
    const { options } = setup();
    const seenAfter: string[] = [];
    let resume: () => void = () => {};
    const after = vi.fn(
      (result: StepResult) =>
        new Promise<void>((resolve) => {
          seenAfter.push(result.status);
          if (result.status === "failed") resume = resolve;
          else resolve();
        }),
    );
    let done = false;
    const running = runTest(
      test([
        step("verify-text-of-element-is", { element: "total", "expected text": "Total: $9.00" }),
        step("click-on-element", { element: "sign-in" }),
      ]),
      { ...options, afterStep: after },
    ).then((outcome) => {
      done = true;
      return outcome;
    });
    await vi.waitFor(() => expect(after).toHaveBeenCalledTimes(1));
    expect(seenAfter).toEqual(["failed"]);
    expect(done).toBe(false);
    resume();
    const { run } = await running;
    expect(summary(run.steps)[1]).toBe("skipped: An earlier step failed.");
  });

  it("stops at a paused step when the signal aborts while paused", async () => {
    const { options } = setup();
    const controller = new AbortController();
    const { run } = await runTest(test([step("click-on-element", { element: "sign-in" })]), {
      ...options,
      signal: controller.signal,
      beforeStep: () => controller.abort(),
    });
    expect(run.status).toBe("stopped");
    expect(summary(run.steps)).toEqual(["skipped: The run was stopped."]);
  });
});
