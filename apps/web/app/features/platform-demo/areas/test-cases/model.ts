/**
 * The Test cases area's data (docs/platform-demo.md#test-cases): the module
 * tree of each project, its manual test cases (scripts of type Manual, with
 * steps of an action, an expected result and test data), manual suites and
 * their runs. One collection of the demo document, `testManagement`.
 * Facts: content/docs/project-menu/module-tree.md,
 * test-development/manual-test-cases.md, test-execution/create-suites.md,
 * analytics/suite-metrics.md, configuration/labels.md.
 */
import { z } from "zod";
import { testManagementSeed } from "./seed";

/** The Priority dropdown of the project's manual test case template: the docs' priority scale (High, Medium, Low). */
export const priorities = ["High", "Medium", "Low"] as const;
export const PrioritySchema = z.enum(priorities);
export type Priority = z.infer<typeof PrioritySchema>;

/** A step's status in a manual run (manual-test-cases.md): Passed, Failed or Skipped. */
export const stepStatuses = ["Passed", "Failed", "Skipped"] as const;
export const StepStatusSchema = z.enum(stepStatuses);
export type StepStatus = z.infer<typeof StepStatusSchema>;

/** A test case's status in a run: its steps' verdict, or Not Executed when it was not reached. */
export const caseStatuses = ["Passed", "Failed", "Skipped", "Not Executed"] as const;
export const CaseStatusSchema = z.enum(caseStatuses);
export type CaseStatus = z.infer<typeof CaseStatusSchema>;

/** Module names: unique among siblings, at most 60 characters (module-tree.md). */
export const moduleNameMax = 60;
/** Labels: lowercase letters, digits and hyphens, at most 30 characters (labels.md). */
export const labelPattern = /^[a-z0-9-]{1,30}$/;

export const ModuleSchema = z.object({
  id: z.string().min(1),
  projectId: z.string().min(1),
  /** null: under the project's root module, which carries the project's name. */
  parentId: z.string().min(1).nullable(),
  name: z.string().min(1).max(moduleNameMax),
  description: z.string().max(200),
});
export type TestModule = z.infer<typeof ModuleSchema>;

export const StepSchema = z.object({
  action: z.string().min(1),
  expected: z.string().min(1),
  data: z.string(),
});
export type TestStep = z.infer<typeof StepSchema>;

export const TestCaseSchema = z.object({
  /** The script ID, `SCR1043`: one sequence for the license's scripts. */
  id: z.string().regex(/^SCR\d+$/),
  projectId: z.string().min(1),
  moduleId: z.string().min(1),
  name: z.string().min(1).max(120),
  description: z.string().max(1000),
  priority: PrioritySchema,
  preconditions: z.string().max(1000),
  labels: z.array(z.string().regex(labelPattern)),
  steps: z.array(StepSchema).min(1),
});
export type TestCase = z.infer<typeof TestCaseSchema>;

export const ManualSuiteSchema = z.object({
  id: z.string().regex(/^SUI\d+$/),
  projectId: z.string().min(1),
  name: z.string().min(1).max(80),
  /** Added individually, in run order. */
  caseIds: z.array(z.string()),
});
export type ManualSuite = z.infer<typeof ManualSuiteSchema>;

/** A step's result; null when the run moved on without it (after a failed step, the rest may stay unset). */
export const StepResultSchema = z.object({ status: StepStatusSchema.nullable(), actual: z.string().max(1000) });
export type StepResult = z.infer<typeof StepResultSchema>;

export const CaseResultSchema = z.object({
  caseId: z.string(),
  /** The name when run, so a result still reads after the test case is deleted. */
  name: z.string(),
  status: CaseStatusSchema,
  steps: z.array(StepResultSchema),
});
export type CaseResult = z.infer<typeof CaseResultSchema>;

export const ManualRunSchema = z.object({
  /** The execution ID, `EXE2052`. */
  id: z.string().regex(/^EXE\d+$/),
  suiteId: z.string(),
  testerId: z.string(),
  finishedAt: z.string(),
  cases: z.array(CaseResultSchema),
});
export type ManualRun = z.infer<typeof ManualRunSchema>;

export const TestManagementSchema = z.object({
  modules: z.array(ModuleSchema),
  cases: z.array(TestCaseSchema),
  suites: z.array(ManualSuiteSchema),
  runs: z.array(ManualRunSchema),
});
export type TestManagement = z.infer<typeof TestManagementSchema>;

/** The collection in the demo document: a document stored before this area existed gets the seed's test cases. */
export const TestManagementCollection = TestManagementSchema.default(() => testManagementSeed());

/**
 * A test case's verdict from its steps (manual-test-cases.md): any Failed step fails it, else any
 * Skipped step makes it Skipped, else it Passed; with a step still unset it has no status yet (null).
 */
export function caseVerdict(steps: readonly (StepStatus | null)[]): Exclude<CaseStatus, "Not Executed"> | null {
  if (steps.includes("Failed")) return "Failed";
  if (steps.some((status) => status === null)) return null;
  if (steps.includes("Skipped")) return "Skipped";
  return "Passed";
}

/** The next free number of IDs like `SCR1043` among `ids`, from `first` when there are none. */
export function nextNumber(ids: readonly string[], first: number): number {
  const numbers = ids.map((id) => Number(id.replace(/^\D+/, ""))).filter(Number.isFinite);
  return Math.max(first - 1, ...numbers) + 1;
}
