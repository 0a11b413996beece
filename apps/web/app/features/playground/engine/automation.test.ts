// @vitest-environment jsdom
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${…} is the placeholder syntax under test (docs/playground.md#automation)
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Project, ProjectAutomation, ProjectElement, Step, StepResult, WebTest } from "../model";
import { ProjectSchema } from "../model-schemas";
import { fakeLayout, mountFrame } from "../test/fixture-frame";
import { fillDollar, scopeVariables } from "./placeholders";
import { composeReference } from "./reference-locator";
import { resolveStep } from "./resolve-step";
import { dependencyOrder, runScript } from "./run-script";
import { runTest } from "./run-test";
import { CALL_STEP_GROUP, GROUP_INPUT } from "./step-groups";

const PAGE = `
  <ul>
    <li class="card"><h2><a href="#a">Trail shoes</a></h2><button>Add to cart</button></li>
    <li class="card"><h2><a href="#b">Rain jacket</a></h2><button>Add to cart</button></li>
  </ul>
  <label for="q">Search</label><input id="q">
  <p data-testid="heading">Rain jacket</p>`;

const elements: ProjectElement[] = [
  { id: "link", name: "Product link", app: "shop", locator: { kind: "xpath", value: "//a[text()='${product}']" } },
  { id: "name", name: "Product name", app: "shop", locator: { kind: "xpath", value: "//a[text()='${data.name}']" } },
  {
    id: "add",
    name: "Add to cart button",
    app: "shop",
    locator: { kind: "text", value: "Add to cart" },
    reference: { elementId: "name", relation: "inside", container: "li.card" },
  },
  { id: "search", name: "Search field", app: "shop", locator: { kind: "label", value: "Search" } },
  { id: "heading", name: "Heading", app: "shop", locator: { kind: "testId", value: "heading" } },
];

let n = 0;
const step = (nlpId: string, inputs: Record<string, string>): Step => ({
  id: `s${++n}`,
  nlpId,
  inputs,
  disabled: false,
});
const script = (id: string, steps: Step[], automation?: WebTest["automation"]): WebTest => ({
  id,
  type: "web",
  name: `Script ${id}`,
  app: "shop",
  steps,
  data: [],
  automation,
});
const settings = (extra: Partial<NonNullable<WebTest["automation"]>> = {}): NonNullable<WebTest["automation"]> => ({
  labels: [],
  variables: [],
  onIterationFailure: "Continue with next row",
  dependsOn: [],
  runPostCondition: "Always",
  ...extra,
});
const automation = (extra: Partial<ProjectAutomation> = {}): ProjectAutomation => ({
  variables: [
    { scope: "global", name: "product", value: "Global thing", masked: false },
    { scope: "project", name: "product", value: "Rain jacket", masked: false },
    { scope: "project", name: "secret", value: "hunter2", masked: true },
  ],
  dataSets: [
    { id: "ds1", name: "Products", columns: ["name"], rows: [{ name: "Trail shoes" }, { name: "Rain jacket" }] },
  ],
  stepGroups: [
    {
      id: "g1",
      name: "Search for",
      description: "",
      parameters: [{ name: "term", type: "Text", defaultValue: "", required: true, description: "" }],
      steps: [step("enter-input-into-element", { element: "search", input: "${param.term}" })],
    },
  ],
  programElements: [],
  ...extra,
});
const project = (tests: WebTest[], extra: Partial<ProjectAutomation> = {}): Project => ({
  version: 1,
  name: "P",
  elements,
  tests,
  runs: [],
  defects: [],
  baselines: {},
  automation: automation(extra),
});

function options(p: Project) {
  const { frame } = mountFrame(PAGE);
  const seen: StepResult[] = [];
  return {
    seen,
    frame,
    project: p,
    layout: fakeLayout,
    capture: vi.fn(async () => "data:image/png;base64,X"),
    navigate: vi.fn(async () => {}),
    timeoutMs: 100,
    onStep: (result: StepResult) => seen.push(result),
  };
}

afterEach(() => {
  for (const frame of document.querySelectorAll("iframe")) frame.remove();
});

describe("placeholders", () => {
  it("lets a local variable win over a project one, and a project one over a global one", () => {
    const variables = scopeVariables(automation(), { variables: [{ name: "product", value: "Local", masked: false }] });
    expect(fillDollar("${product}", { variables }).filled).toBe("Local");
    expect(fillDollar("${product}", { variables: scopeVariables(automation(), undefined) }).filled).toBe("Rain jacket");
  });

  it("says what is missing in the docs' words, and masks masked values when shown", () => {
    const variables = scopeVariables(automation(), undefined);
    expect(fillDollar("${nope}", { variables }).problems).toEqual(["Variable nope is not defined"]);
    expect(fillDollar("${nope}", { variables }, true).problems).toEqual(["Dynamic value nope is not set"]);
    expect(fillDollar("${data.Email}", { variables }).problems).toEqual(["No data provider attached"]);
    expect(fillDollar("${data.Email}", { data: { email: "x" } }).problems).toEqual(["Column Email not found"]);
    expect(fillDollar("pw ${secret}", { variables })).toMatchObject({ filled: "pw hunter2", shown: "pw ••••••" });
  });

  it("ties a missing variable to its input, so the step is not run", () => {
    const resolved = resolveStep(
      step("enter-input-into-element", { element: "search", input: "${nope}" }),
      elements,
      undefined,
      {},
    );
    expect(resolved).toMatchObject({ ok: false, reason: "input: Variable nope is not defined" });
  });
});

describe("reference elements", () => {
  it("finds the target inside the nearest container that holds the anchor", () => {
    const composed = composeReference(
      { kind: "text", value: "Add to cart" },
      { kind: "xpath", value: "//a[text()='Rain jacket']" },
      "li.card",
    );
    expect(composed).toEqual({
      ok: true,
      locator: {
        kind: "xpath",
        value:
          "(//*[normalize-space(text())='Add to cart'])[ancestor::li[contains(concat(' ', normalize-space(@class), ' '), ' card ')][1][.//a[text()='Rain jacket']]]",
      },
    });
    expect(
      composeReference({ kind: "role", role: "button", name: "Add" }, { kind: "text", value: "x" }, "li"),
    ).toMatchObject({ ok: false });
  });
});

describe("runTest with automation", () => {
  it("runs once per row of the script's data set and fills dynamic locators from variables and data", async () => {
    const test = script(
      "t1",
      [step("click-on-element", { element: "link" }), step("click-on-element", { element: "add" })],
      settings({ dataSetId: "ds1" }),
    );
    const { run } = await runTest(test, options(project([test])));
    expect(run.status).toBe("passed");
    expect(run.steps.map((s) => [s.row, s.status])).toEqual([
      [0, "passed"],
      [0, "passed"],
      [1, "passed"],
      [1, "passed"],
    ]);
  });

  it("skips a step whose variable is not defined, with the docs' message", async () => {
    const test = script("t1", [step("enter-input-into-element", { element: "search", input: "${missing}" })]);
    const { run } = await runTest(test, options(project([test])));
    expect(run.steps[0]).toMatchObject({ status: "skipped", reason: "input: Variable missing is not defined" });
  });

  it("runs a step group call as its steps, nested under the call, with its parameters", async () => {
    const call = step(CALL_STEP_GROUP, { [GROUP_INPUT]: "g1", term: "${product}" });
    const test = script("t1", [call]);
    const o = options(project([test]));
    const { run } = await runTest(test, o);
    expect(run.steps.map((s) => [s.title, s.status, s.parentStepId])).toEqual([
      ['Call step group: Search for (term = "Rain jacket")', "passed", undefined],
      ['Enter input into element: element = "Search field", input = "Rain jacket"', "passed", call.id],
    ]);
    expect(o.frame.contentDocument?.querySelector("input")?.value).toBe("Rain jacket");
  });

  it("does not run a call that leaves a required parameter empty", async () => {
    const test = script("t1", [step(CALL_STEP_GROUP, { [GROUP_INPUT]: "g1", term: "" })]);
    const { run } = await runTest(test, options(project([test])));
    expect(run.steps[0]).toMatchObject({ status: "skipped", reason: "term: Parameter term is required" });
  });

  it("skips the script when its pre-condition fails, and a failed post-condition leaves it passed", async () => {
    const failing = script("bad", [step("click-on-element", { element: "css=#nothing" })]);
    const guarded = script(
      "t1",
      [step("click-on-element", { element: "heading" })],
      settings({ preCondition: { kind: "script", id: "bad" } }),
    );
    const first = await runScript(project([failing, guarded]), "t1", options(project([failing, guarded])));
    expect(first.status).toBe("Skipped");
    expect(first.run?.steps.at(-1)).toMatchObject({ status: "skipped", reason: "Pre-condition failed" });

    const cleaned = script(
      "t2",
      [step("click-on-element", { element: "heading" })],
      settings({ postCondition: { kind: "script", id: "bad" } }),
    );
    const second = await runScript(project([failing, cleaned]), "t2", options(project([failing, cleaned])));
    expect(second).toMatchObject({ status: "Warning", reason: "Post-condition failed" });
    expect(second.run?.status).toBe("passed");
  });

  it("stops the remaining rows when On iteration failure is Stop script", async () => {
    const test = script(
      "t1",
      [step("click-on-element", { element: "css=#nothing" })],
      settings({ dataSetId: "ds1", onIterationFailure: "Stop script" }),
    );
    const { run } = await runTest(test, options(project([test])));
    expect(run.steps.map((s) => s.status)).toEqual(["failed", "skipped"]);
    expect(run.steps[1]?.reason).toMatch(/^Not Executed/);
  });
});

describe("runScript and depends-on", () => {
  it("skips a script whose dependency failed, and runs it when the dependency is not in the suite", async () => {
    const placed = script("t1", [step("click-on-element", { element: "heading" })]);
    const view = script("t2", [step("click-on-element", { element: "heading" })], settings({ dependsOn: ["t1"] }));
    const p = project([placed, view]);
    expect(await runScript(p, "t2", { ...options(p), results: { t1: "Failed" } })).toMatchObject({
      status: "Skipped",
      reason: "Dependency Script t1 failed",
    });
    expect((await runScript(p, "t2", options(p))).status).toBe("Passed");
    expect(dependencyOrder(p, ["t2", "t1"])).toEqual(["t1", "t2"]);
  });
});

describe("the model", () => {
  it("still parses a project stored before automation, with empty defaults", () => {
    const stored = {
      version: 1,
      name: "Old",
      elements: [],
      tests: [script("t1", [])],
      runs: [],
      defects: [],
      baselines: {},
    };
    expect(ProjectSchema.parse(stored).automation).toEqual({
      variables: [],
      dataSets: [],
      stepGroups: [],
      programElements: [],
    });
  });
});
