/** Which scripts and step groups use a variable or an element (the docs' Used by lists: variables.md, shared-and-reference-elements.md). */
import type { Project, Step } from "~/features/playground";

const stepsUse = (steps: readonly Step[], needle: (value: string) => boolean) =>
  steps.some((step) => Object.values(step.inputs).some(needle));

function users(project: Project, needle: (value: string) => boolean): string[] {
  const scripts = project.tests.flatMap((test) =>
    test.type === "web" && stepsUse(test.steps, needle) ? [test.name] : [],
  );
  const groups = project.automation.stepGroups.flatMap((group) =>
    stepsUse(group.steps, needle) ? [`${group.name} (step group)`] : [],
  );
  return [...scripts, ...groups];
}

/** Scripts and step groups whose inputs hold `${name}`, or whose elements' locators do. */
export function usedBy(project: Project, name: string): string[] {
  const pattern = new RegExp(`\\$\\{\\s*${name}\\s*\\}`);
  const dynamic = project.elements.filter((element) => pattern.test(JSON.stringify(element.locator))).map((e) => e.id);
  return users(project, (value) => pattern.test(value) || dynamic.includes(value));
}

/** Scripts and step groups with a step on this element. */
export const elementUsedBy = (project: Project, elementId: string) => users(project, (value) => value === elementId);
