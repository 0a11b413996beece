/**
 * The checker of a practice task (docs/product/academy-practice.md#checkers):
 * reads the learner's test (its steps and inputs, or its requests), the test's
 * runs and the defects board, and says of each requirement of the task
 * whether it is met, or what is missing. All met: the practice test is passed.
 */
import type {
  PracticeRequirement,
  PracticeTask,
  PracticeValue,
} from "../../../../../../content/academy/practice-tasks";
import { resolveStep } from "../engine/resolve-step";
import type { ApiTest, PlaygroundTest, Project, Run, WebTest } from "../model";
import { locatorFinds } from "./element-match";

export interface RequirementResult {
  met: boolean;
  /** The requirement's label when met, what is missing when not. */
  text: string;
}

export interface PracticeCheck {
  passed: boolean;
  results: RequirementResult[];
}

const PLACEHOLDER = /\{\{\s*[^}]+?\s*\}\}/;

function valueHolds(raw: string, value: PracticeValue | undefined): boolean {
  if (!value) return true;
  if ("placeholder" in value) return PLACEHOLDER.test(raw);
  return raw.toLowerCase().includes(value.contains.toLowerCase());
}

type StepRequirement = Extract<PracticeRequirement, { kind: "step" }>;

/** The enabled steps of the test that do what the requirement asks, with the element and value it names. */
function matchingSteps(test: WebTest, project: Project, requirement: StepRequirement) {
  return test.steps.filter((step) => {
    if (step.disabled) return false;
    const resolved = resolveStep(step, project.elements, test.data[0]);
    if (!resolved.ok || !requirement.actions.includes(resolved.action.kind)) return false;
    const { action } = resolved;
    if (requirement.element) {
      if (!("target" in action) || !action.target || !locatorFinds(action.target, requirement.element)) return false;
    }
    return Object.values(step.inputs).some((raw) => valueHolds(raw, requirement.value));
  });
}

/** The ids a run must have passed to count for the test as it is now: every enabled step (or every request). */
function currentIds(test: PlaygroundTest): string[] {
  return test.type === "web"
    ? test.steps.filter((step) => !step.disabled).map((step) => step.id)
    : test.requests.map((r) => r.id);
}

function coversTest(run: Run, test: PlaygroundTest): boolean {
  const passed = new Set(run.steps.filter((step) => step.status === "passed").map((step) => step.stepId));
  const ids = currentIds(test);
  return ids.length > 0 && ids.every((id) => passed.has(id));
}

type RunRequirement = Extract<PracticeRequirement, { kind: "run" }>;

/** Runs are kept newest first (state/project-actions recordRun). */
function checkRun(requirement: RunRequirement, test: PlaygroundTest, project: Project): RequirementResult {
  const runs = project.runs.filter(
    (run) =>
      run.testId === test.id &&
      run.status !== "stopped" &&
      (requirement.bugInjected === undefined || run.bugInjected === requirement.bugInjected) &&
      (requirement.viewport === undefined || run.viewport === requirement.viewport),
  );
  const latest = runs[0];
  const missing = { met: false, text: requirement.missing };
  if (!latest || latest.status !== requirement.status) return missing;
  if (requirement.status === "passed") {
    if (!coversTest(latest, test)) {
      return { met: false, text: "The test has changed since it last ran: run it again" };
    }
    const rows = new Set(latest.steps.map((step) => step.row ?? 0)).size;
    if (requirement.minRows !== undefined && rows < requirement.minRows) return missing;
  }
  if (requirement.failedAt && test.type === "web") {
    const failed = latest.steps.find((step) => step.status === "failed");
    const step = test.steps.find((candidate) => candidate.id === failed?.stepId);
    const resolved = step ? resolveStep(step, project.elements, test.data[0]) : undefined;
    const target = resolved?.ok && "target" in resolved.action ? resolved.action.target : undefined;
    if (!target || !locatorFinds(target, requirement.failedAt)) return missing;
  }
  return { met: true, text: requirement.label };
}

function isMet(requirement: PracticeRequirement, test: PlaygroundTest, project: Project): boolean {
  const web = test.type === "web" ? test : undefined;
  const api: ApiTest | undefined = test.type === "api" ? test : undefined;
  switch (requirement.kind) {
    case "webTest":
      return web?.app === requirement.app;
    case "apiTest":
      return Boolean(api);
    case "named":
      return test.name.trim().toLowerCase() !== requirement.not.toLowerCase();
    case "step":
      return web ? matchingSteps(web, project, requirement).length > 0 : false;
    case "dataRows":
      return (web?.data.length ?? 0) >= requirement.min;
    case "request":
      return Boolean(
        api?.requests.some(
          (request) =>
            request.method === requirement.method &&
            request.path.split("?")[0] === requirement.path &&
            (requirement.body === undefined || request.body.includes(requirement.body)),
        ),
      );
    case "check":
      return Boolean(
        api?.requests.some((request) =>
          request.checks.some(
            (check) =>
              check.kind === requirement.check &&
              (requirement.pathStartsWith === undefined ||
                (check.kind === "jsonField" && check.path.startsWith(requirement.pathStartsWith))),
          ),
        ),
      );
    case "defect": {
      const runIds = new Set(project.runs.filter((run) => run.testId === test.id).map((run) => run.id));
      return project.defects.some((defect) => runIds.has(defect.runId));
    }
    case "run":
      return false;
  }
}

/** Checks the test against the task; without a test every requirement is missing. */
export function checkPractice(task: PracticeTask, project: Project, testId: string | undefined): PracticeCheck {
  const test = project.tests.find((candidate) => candidate.id === testId);
  const results = task.requirements.map((requirement): RequirementResult => {
    if (!test) return { met: false, text: requirement.missing };
    if (requirement.kind === "run") return checkRun(requirement, test, project);
    return isMet(requirement, test, project)
      ? { met: true, text: requirement.label }
      : { met: false, text: requirement.missing };
  });
  return { passed: results.every((result) => result.met), results };
}
