/**
 * A script's settings in the Test Development area (docs/platform-demo.md#automation):
 * labels (create-scripts.md), local variables (variables.md), data provider and
 * On iteration failure (data-providers.md), Depends on (depends-on-scripts.md:
 * no circle) and script-level pre- and post-conditions (pre-post-condition-levels.md).
 */

import { z } from "zod";
import { type Condition, PLACEHOLDER_NAME, type Project, type ScriptSettings } from "~/features/playground";

export const defaultSettings = (): ScriptSettings => ({
  labels: [],
  variables: [],
  onIterationFailure: "Continue with next row",
  dependsOn: [],
  runPostCondition: "Always",
});

/** The path back to `scriptId` through the dependencies, if saving `dependsOn` would make a circle. */
export function dependencyCircle(
  project: Project,
  scriptId: string,
  dependsOn: readonly string[],
): string[] | undefined {
  const depsOf = (id: string) => {
    if (id === scriptId) return dependsOn;
    const test = project.tests.find((candidate) => candidate.id === id);
    return test?.type === "web" ? (test.automation?.dependsOn ?? []) : [];
  };
  const walk = (id: string, path: string[]): string[] | undefined => {
    for (const next of depsOf(id)) {
      if (next === scriptId) return [...path, next];
      if (path.includes(next)) continue;
      const found = walk(next, [...path, next]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(scriptId, [scriptId]);
}

const conditionValue = z
  .string()
  .default("")
  .transform((value): Condition | undefined => {
    const [kind, id] = value.split(":");
    return (kind === "stepGroup" || kind === "script") && id ? { kind, id } : undefined;
  });

/** Reads `name = value` lines into local variables. */
function localVariables(text: string, ctx: z.RefinementCtx) {
  const variables: ScriptSettings["variables"] = [];
  for (const [index, raw] of text.split("\n").entries()) {
    const line = raw.trim();
    if (line === "") continue;
    const eq = line.indexOf("=");
    const name = line.slice(0, eq).trim();
    if (eq < 1 || !PLACEHOLDER_NAME.test(name)) {
      ctx.addIssue({
        code: "custom",
        message: `Line ${index + 1}: write name = value, the name starting with a letter`,
      });
      return z.NEVER;
    }
    variables.push({ name, value: line.slice(eq + 1).trim(), masked: false });
  }
  return variables;
}

export function scriptSettingsSchema(project: Project, scriptId: string) {
  const name = (id: string) => project.tests.find((test) => test.id === id)?.name ?? id;
  return z
    .object({
      labels: z
        .string()
        .default("")
        .transform((text) => [
          ...new Set(
            text
              .split(",")
              .map((label) => label.trim())
              .filter(Boolean),
          ),
        ])
        .refine((labels) => labels.every((label) => label.length <= 40), "Keep each label to 40 characters")
        .refine((labels) => labels.length <= 20, "Use at most 20 labels"),
      variables: z.string().default("").transform(localVariables),
      dataSetId: z.string().default(""),
      onIterationFailure: z.enum(["Continue with next row", "Stop script"]),
      dependsOn: z.array(z.string()).default([]),
      preCondition: conditionValue,
      postCondition: conditionValue,
      runPostCondition: z.enum(["Always", "Only if passed"]),
    })
    .superRefine((fields, ctx) => {
      const circle = dependencyCircle(project, scriptId, fields.dependsOn);
      if (circle) {
        ctx.addIssue({
          code: "custom",
          path: ["dependsOn"],
          message: `Circular dependency: ${circle.map(name).join(" → ")}`,
        });
      }
      if (fields.preCondition?.kind === "script" && fields.preCondition.id === scriptId) {
        ctx.addIssue({ code: "custom", path: ["preCondition"], message: "A script cannot be its own pre-condition" });
      }
      if (fields.postCondition?.kind === "script" && fields.postCondition.id === scriptId) {
        ctx.addIssue({ code: "custom", path: ["postCondition"], message: "A script cannot be its own post-condition" });
      }
    })
    .transform(({ dataSetId, ...fields }): ScriptSettings => ({ ...fields, dataSetId: dataSetId || undefined }));
}

/** The form's values: every text field, and the Depends on boxes as a list. */
export function readScriptSettings(data: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of data) if (typeof value === "string" && key !== "dependsOn") values[key] = value;
  values.dependsOn = data.getAll("dependsOn").filter((value): value is string => typeof value === "string");
  return values;
}
