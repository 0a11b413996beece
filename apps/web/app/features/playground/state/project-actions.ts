/**
 * Changes to a project, as pure functions the screens apply through
 * useProject's update (docs/playground.md#state). Each returns a new project.
 */
import type { ApiTest, Defect, PlaygroundTest, Project, ProjectElement, Run, SampleApp, Step, WebTest } from "../model";

/** Runs kept in history, newest first; older ones are dropped. */
export const MAX_RUNS = 20;

export const newId = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

function mapTest(project: Project, testId: string, change: (test: WebTest) => WebTest): Project {
  return {
    ...project,
    tests: project.tests.map((test) => (test.id === testId && test.type === "web" ? change(test) : test)),
  };
}

export function addElement(project: Project, element: Omit<ProjectElement, "id">): [Project, ProjectElement] {
  const saved = { ...element, id: newId("el") };
  return [{ ...project, elements: [...project.elements, saved] }, saved];
}

export function removeElement(project: Project, elementId: string): Project {
  return { ...project, elements: project.elements.filter((element) => element.id !== elementId) };
}

export function addTest(project: Project, app: SampleApp, name = "New test"): [Project, WebTest] {
  const test: WebTest = { id: newId("test"), type: "web", name, app, steps: [], data: [] };
  return [{ ...project, tests: [...project.tests, test] }, test];
}

/** A new API test with no requests yet (the API request editor adds them). */
export function addApiTest(project: Project, name = "New API test"): [Project, ApiTest] {
  const test: ApiTest = { id: newId("test"), type: "api", name, requests: [] };
  return [{ ...project, tests: [...project.tests, test] }, test];
}

/** Replaces an API test's requests (at most 50, ApiTestSchema). */
export function setRequests(project: Project, testId: string, requests: ApiTest["requests"]): Project {
  return {
    ...project,
    tests: project.tests.map((test) =>
      test.id === testId && test.type === "api" ? { ...test, requests: requests.slice(0, 50) } : test,
    ),
  };
}

export function renameTest(project: Project, testId: string, name: string): Project {
  return { ...project, tests: project.tests.map((test) => (test.id === testId ? { ...test, name } : test)) };
}

export function addStep(project: Project, testId: string, nlpId: string): [Project, Step] {
  const step: Step = { id: newId("step"), nlpId, inputs: {}, disabled: false };
  return [mapTest(project, testId, (test) => ({ ...test, steps: [...test.steps, step] })), step];
}

export function setStepInput(project: Project, testId: string, stepId: string, input: string, value: string) {
  return mapTest(project, testId, (test) => ({
    ...test,
    steps: test.steps.map((step) =>
      step.id === stepId ? { ...step, inputs: { ...step.inputs, [input]: value } } : step,
    ),
  }));
}

export function toggleStep(project: Project, testId: string, stepId: string): Project {
  return mapTest(project, testId, (test) => ({
    ...test,
    steps: test.steps.map((step) => (step.id === stepId ? { ...step, disabled: !step.disabled } : step)),
  }));
}

export function deleteStep(project: Project, testId: string, stepId: string): Project {
  return mapTest(project, testId, (test) => ({ ...test, steps: test.steps.filter((step) => step.id !== stepId) }));
}

/** Moves a step one place up (-1) or down (+1); at either end nothing changes. */
export function moveStep(project: Project, testId: string, stepId: string, by: -1 | 1): Project {
  return mapTest(project, testId, (test) => {
    const from = test.steps.findIndex((step) => step.id === stepId);
    const to = from + by;
    if (from === -1 || to < 0 || to >= test.steps.length) return test;
    const steps = [...test.steps];
    [steps[from], steps[to]] = [steps[to] as Step, steps[from] as Step];
    return { ...test, steps };
  });
}

export function replaceSteps(project: Project, testId: string, steps: Step[]): Project {
  return mapTest(project, testId, (test) => ({ ...test, steps }));
}

export function recordRun(project: Project, run: Run, baselines?: Record<string, string>): Project {
  return {
    ...project,
    runs: [run, ...project.runs].slice(0, MAX_RUNS),
    baselines: baselines ?? project.baselines,
  };
}

/** A defect from a failed step, with the steps to reproduce taken from the run up to that step. */
export function logDefect(project: Project, run: Run, stepIndex: number): [Project, Defect] {
  const failed = run.steps[stepIndex];
  if (!failed) throw new Error("No such step in the run");
  const row = failed.row;
  const reproduce = run.steps
    .slice(0, stepIndex + 1)
    .filter((step) => step.row === row && step.status !== "skipped")
    .map((step) => step.title);
  const defect: Defect = {
    id: newId("defect"),
    title: `${run.testName}: ${failed.title}`.slice(0, 200),
    status: "New",
    severity: "Major",
    runId: run.id,
    stepId: failed.stepId,
    stepsToReproduce: [
      `Open the sample app${run.bugInjected ? " with the bug injected" : ""} in a ${run.viewport} viewport.`,
      ...reproduce,
    ],
    expected: failed.expected ?? "The step passes.",
    actual: failed.actual ?? failed.reason ?? "The step failed.",
    createdAt: new Date().toISOString(),
  };
  return [{ ...project, defects: [...project.defects, defect] }, defect];
}

export function moveDefect(project: Project, defectId: string, status: Defect["status"]): Project {
  return {
    ...project,
    defects: project.defects.map((defect) => (defect.id === defectId ? { ...defect, status } : defect)),
  };
}

/** Adds a shared test (and the elements it uses) under new ids, so nothing of the project is overwritten. */
export function addSharedTest(
  project: Project,
  test: PlaygroundTest,
  elements: readonly ProjectElement[],
): [Project, PlaygroundTest] {
  const ids = new Map(elements.map((element) => [element.id, newId("el")]));
  const copied = elements.map((element) => ({ ...element, id: ids.get(element.id) as string }));
  const opened: PlaygroundTest =
    test.type === "web"
      ? {
          ...test,
          id: newId("test"),
          steps: test.steps.map((step) => ({
            ...step,
            inputs: Object.fromEntries(Object.entries(step.inputs).map(([k, v]) => [k, ids.get(v) ?? v])),
          })),
        }
      : { ...test, id: newId("test") };
  return [{ ...project, elements: [...project.elements, ...copied], tests: [...project.tests, opened] }, opened];
}

/** Chooses a data set as a web test's data provider, or none ("": its own rows); docs/playground.md#automation. */
export function setDataProvider(project: Project, testId: string, dataSetId: string): Project {
  return mapTest(project, testId, (test) => {
    const settings = test.automation ?? {
      labels: [],
      variables: [],
      onIterationFailure: "Continue with next row" as const,
      dependsOn: [],
      runPostCondition: "Always" as const,
    };
    const { dataSetId: _old, ...rest } = settings;
    return { ...test, automation: dataSetId ? { ...rest, dataSetId } : rest };
  });
}

/** Replaces a web test's data table (at most 50 rows, WebTestSchema). */
export function setTestData(project: Project, testId: string, data: Record<string, string>[]): Project {
  return mapTest(project, testId, (test) => ({ ...test, data: data.slice(0, 50) }));
}
