/**
 * The Test cases area's form rules (docs/platform-demo.md#test-cases), each message written for the
 * field it is shown on: module names (module-tree.md), test cases and their steps
 * (manual-test-cases.md), labels (labels.md) and manual suites (create-suites.md).
 */
import { z } from "zod";
import { labelPattern, moduleNameMax, priorities } from "./model";

const lower = (value: string) => value.trim().toLowerCase();

/** A module's name and description; names are unique among its siblings (`siblingNames`). */
export function moduleFormSchema(siblingNames: readonly string[]) {
  const taken = new Set(siblingNames.map(lower));
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, "Enter a module name")
      .max(moduleNameMax, `Enter a name of ${moduleNameMax} characters or fewer`)
      .refine((name) => !taken.has(name.toLowerCase()), "A module with this name is already there"),
    description: z.string().trim().max(200, "Enter a description of 200 characters or fewer"),
  });
}

export const priorityMessage = `Priority must be one of ${priorities.join(", ")}`;

/** "smoke, regression" → ["smoke", "regression"], each checked against the label rules. */
export const LabelsSchema = z
  .string()
  .transform((text) => [
    ...new Set(
      text
        .split(",")
        .map((label) => label.trim())
        .filter(Boolean),
    ),
  ])
  .refine(
    (labels) => labels.every((label) => labelPattern.test(label)),
    "Labels are lowercase letters, digits and hyphens, up to 30 characters, separated by commas",
  );

export const StepFieldsSchema = z.object({
  action: z.string().trim().min(1, "Enter the action").max(500, "Enter an action of 500 characters or fewer"),
  expected: z
    .string()
    .trim()
    .min(1, "Enter the expected result")
    .max(500, "Enter an expected result of 500 characters or fewer"),
  data: z.string().trim().max(200, "Enter test data of 200 characters or fewer"),
});

export const CaseFormSchema = z.object({
  name: z.string().trim().min(1, "Enter a script name").max(120, "Enter a name of 120 characters or fewer"),
  description: z.string().trim().max(1000, "Enter a description of 1000 characters or fewer"),
  priority: z.enum(priorities, { error: priorityMessage }),
  preconditions: z.string().trim().max(1000, "Enter preconditions of 1000 characters or fewer"),
  labels: LabelsSchema,
  steps: z.array(StepFieldsSchema).min(1, "Add at least one step"),
});
export type CaseFields = z.infer<typeof CaseFormSchema>;

/** A manual suite's name (unique in the project) and its test cases, at least one. */
export function suiteFormSchema(takenNames: readonly string[]) {
  const taken = new Set(takenNames.map(lower));
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, "Enter a suite name")
      .max(80, "Enter a name of 80 characters or fewer")
      .refine((name) => !taken.has(name.toLowerCase()), "A suite with this name already exists"),
    caseIds: z.array(z.string()).min(1, "Select at least one test case"),
  });
}

/** The first message of each field of a failed parse, keyed by its path ("steps.1.action"). */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".");
    messages[key] ??= issue.message;
  }
  return messages;
}
