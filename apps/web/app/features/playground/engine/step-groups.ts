/**
 * Calling a step group from a script (content/docs/test-development/step-groups.md,
 * parameterized-step-groups.md): a step whose NLP is "call-step-group", whose
 * input "step group" names the group and whose other inputs are the values of
 * its parameters (docs/playground.md#automation). No zod (the editor's first screen).
 */
import type { Condition, ProjectAutomation, Step, StepGroup, WebTest } from "../model";
import { fillDollar, MASK, type PlaceholderScope } from "./placeholders";

export const CALL_STEP_GROUP = "call-step-group";
/** The input that names the group; parameter names cannot hold a space, so it never clashes with one. */
export const GROUP_INPUT = "step group";

export const isGroupCall = (step: Pick<Step, "nlpId">) => step.nlpId === CALL_STEP_GROUP;

/** A call step for a group, its parameters empty. */
export function groupCallStep(id: string, group: StepGroup): Step {
  const inputs: Record<string, string> = { [GROUP_INPUT]: group.id };
  for (const parameter of group.parameters) inputs[parameter.name] = "";
  return { id, nlpId: CALL_STEP_GROUP, inputs, disabled: false };
}

export type GroupCall =
  | { ok: true; group: StepGroup; params: Record<string, string>; title: string }
  | { ok: false; title: string; reason: string };

/** The group a call runs and its parameters' values, filled in the caller's scope (a default when left empty). */
export function resolveGroupCall(step: Step, groups: readonly StepGroup[], scope: PlaceholderScope): GroupCall {
  const group = groups.find((candidate) => candidate.id === step.inputs[GROUP_INPUT]);
  if (!group) {
    return { ok: false, title: "Call step group", reason: "step group: pick a step group of the repository" };
  }
  const params: Record<string, string> = {};
  const shown: string[] = [];
  const problems: string[] = [];
  for (const parameter of group.parameters) {
    const given = step.inputs[parameter.name] ?? "";
    const filled = fillDollar(given, scope);
    if (filled.problems[0]) problems.push(`${parameter.name}: ${filled.problems[0]}`);
    const value = given === "" ? parameter.defaultValue : filled.filled;
    if (value === "" && parameter.required) problems.push(`${parameter.name}: Parameter ${parameter.name} is required`);
    params[parameter.name] = value;
    if (value !== "") {
      const secret = parameter.type === "Secret" || filled.shown !== filled.filled;
      shown.push(`${parameter.name} = ${secret ? MASK : JSON.stringify(given === "" ? value : filled.shown)}`);
    }
  }
  const title = `Call step group: ${group.name}${shown.length > 0 ? ` (${shown.join(", ")})` : ""}`;
  if (problems.length > 0) return { ok: false, title, reason: problems.join("; ") };
  return { ok: true, group, params, title };
}

export interface ConditionSteps {
  title: string;
  steps: Step[];
  params: Record<string, string>;
  /** A script's own local variables, when the condition is a script. */
  script?: WebTest;
}

/** What a pre- or post-condition runs: a step group's steps (its defaults as parameters) or another script's steps. */
export function conditionSteps(
  condition: Condition | undefined,
  automation: ProjectAutomation | undefined,
  tests: readonly { id: string; type: string; name: string }[],
  label: "Pre-condition" | "Post-condition",
): ConditionSteps | undefined {
  if (!condition) return undefined;
  if (condition.kind === "stepGroup") {
    const group = automation?.stepGroups.find((candidate) => candidate.id === condition.id);
    if (!group) return undefined;
    const params = Object.fromEntries(group.parameters.map((p) => [p.name, p.defaultValue]));
    return { title: `${label}: ${group.name}`, steps: group.steps, params };
  }
  const script = tests.find((test): test is WebTest => test.id === condition.id && test.type === "web");
  return script ? { title: `${label}: ${script.name}`, steps: script.steps, params: {}, script } : undefined;
}
