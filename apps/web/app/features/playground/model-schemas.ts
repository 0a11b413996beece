/**
 * The playground's data model as zod schemas: what a project holds and what a
 * run produces, parsed at every boundary (IndexedDB, a share link, an imported
 * script; docs/playground.md). Its types are in model.ts, which imports this
 * file for types only: zod loads when something is parsed, not with the
 * playground's first screen (docs/performance.md#the-playground).
 */
import { z } from "zod";
import { ElementReferenceSchema, ProjectAutomationSchema, ScriptSettingsSchema } from "./automation-schemas";
import { LOCATOR_KINDS } from "./model";
import { StepSchema } from "./step-schema";

/** The sample apps the site serves under /playground/apps/<app>/ (docs/playground.md#sample-apps). */
export const SampleAppSchema = z.enum(["shop", "orders"]);

/** LOCATOR_KINDS (model.ts), most durable first. */
export const LocatorKindSchema = z.enum(LOCATOR_KINDS);

export const LocatorSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("role"), role: z.string().min(1), name: z.string() }),
  z.strictObject({ kind: z.literal("testId"), value: z.string().min(1) }),
  z.strictObject({ kind: z.literal("label"), value: z.string().min(1) }),
  z.strictObject({ kind: z.literal("text"), value: z.string().min(1) }),
  z.strictObject({ kind: z.literal("id"), value: z.string().min(1) }),
  z.strictObject({ kind: z.literal("css"), value: z.string().min(1) }),
  z.strictObject({ kind: z.literal("xpath"), value: z.string().min(1) }),
  z.strictObject({ kind: z.literal("accessibilityId"), value: z.string().min(1) }),
  z.strictObject({ kind: z.literal("resourceId"), value: z.string().min(1) }),
  z.strictObject({ kind: z.literal("appXpath"), value: z.string().min(1) }),
]);

/** An entry of the project's element repository. */
export const ElementSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().trim().min(1).max(80),
  app: SampleAppSchema,
  locator: LocatorSchema,
  /** Found inside the same container as another element (docs/playground.md#automation). */
  reference: ElementReferenceSchema.optional(),
});

export { StepSchema } from "./step-schema";

/** A row of test data: a data-driven test runs once per row; `{{column}}` in an input is replaced by the row's value. */
export const DataRowSchema = z.record(z.string(), z.string());

export const WebTestSchema = z.strictObject({
  id: z.string().min(1),
  type: z.literal("web"),
  name: z.string().trim().min(1).max(120),
  app: SampleAppSchema,
  steps: z.array(StepSchema).max(200),
  data: z.array(DataRowSchema).max(50).default([]),
  /** Labels, local variables, data provider, depends-on and conditions (docs/playground.md#automation). */
  automation: ScriptSettingsSchema.optional(),
});

/** An API test: requests to this site's public assets API, each with its checks. */
export const ApiCheckSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("status"), equals: z.number().int().min(100).max(599) }),
  z.strictObject({ kind: z.literal("jsonField"), path: z.string().min(1), equals: z.string() }),
  z.strictObject({ kind: z.literal("timeUnder"), ms: z.number().int().positive() }),
]);
export const ApiRequestSchema = z.strictObject({
  id: z.string().min(1),
  method: z.enum(["GET", "POST"]),
  path: z.string().startsWith("/v1/public/"),
  body: z.string().default(""),
  checks: z.array(ApiCheckSchema).max(20),
});
export const ApiTestSchema = z.strictObject({
  id: z.string().min(1),
  type: z.literal("api"),
  name: z.string().trim().min(1).max(120),
  requests: z.array(ApiRequestSchema).max(50),
});

export const TestSchema = z.discriminatedUnion("type", [WebTestSchema, ApiTestSchema]);

export const StepStatusSchema = z.enum(["passed", "failed", "skipped"]);

export const StepResultSchema = z.strictObject({
  stepId: z.string(),
  /** The step as the report reads it ("Click on element: element = \"Sign in button\""). */
  title: z.string(),
  status: StepStatusSchema,
  durationMs: z.number().nonnegative(),
  /** Why it failed or was skipped, in a sentence a tester understands. */
  reason: z.string().optional(),
  expected: z.string().optional(),
  actual: z.string().optional(),
  /** A PNG data URL of the frame when the step failed (or of the diff for a visual checkpoint). */
  picture: z.string().optional(),
  /** Index of the data row, for a data-driven test. */
  row: z.number().int().nonnegative().optional(),
  /** The step group call or condition this step ran under (docs/playground.md#automation). */
  parentStepId: z.string().optional(),
});

export const RunSchema = z.strictObject({
  id: z.string(),
  testId: z.string(),
  testName: z.string(),
  viewport: z.enum(["desktop", "phone"]),
  /** The device of a run in a device frame (devices.ts: "pixel-8"); absent for a browser viewport. */
  device: z.string().max(40).optional(),
  bugInjected: z.boolean(),
  startedAt: z.string(),
  durationMs: z.number().nonnegative(),
  status: z.enum(["passed", "failed", "stopped"]),
  steps: z.array(StepResultSchema),
});

export const DefectSchema = z.strictObject({
  id: z.string(),
  title: z.string().min(1).max(200),
  status: z.enum(["New", "Open", "In progress", "Fixed", "Closed"]),
  severity: z.enum(["Critical", "Major", "Minor", "Trivial"]),
  runId: z.string(),
  stepId: z.string(),
  stepsToReproduce: z.array(z.string()),
  expected: z.string(),
  actual: z.string(),
  createdAt: z.string(),
});

export const ProjectSchema = z.strictObject({
  version: z.literal(1),
  name: z.string(),
  elements: z.array(ElementSchema),
  tests: z.array(TestSchema),
  runs: z.array(RunSchema),
  defects: z.array(DefectSchema),
  /** Visual checkpoint baselines by "testId/stepId" ("@phone", "#row" appended: engine baselineKey): a PNG data URL. */
  baselines: z.record(z.string(), z.string()),
  /** Variables, data sets and step groups (docs/playground.md#automation). */
  automation: ProjectAutomationSchema.prefault({}),
});
