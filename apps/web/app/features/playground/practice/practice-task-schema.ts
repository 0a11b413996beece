/**
 * The zod schema of content/academy/practice-tasks.ts (docs/product/academy-practice.md):
 * the content check parses the tasks with it, so a task that names a step kind
 * the runner lacks, an element by nothing, or a wrong number fails the tests.
 */
import { PRACTICE_TEST_COUNT } from "@ignitest/contracts";
import { z } from "zod";
import type { PracticeTask } from "../../../../../../content/academy/practice-tasks";
import { ActionSchema } from "../engine/step-kinds";

const text = z.string().trim().min(3).max(200);
const StepKindSchema = z.enum(ActionSchema.options.map((option) => option.shape.kind.value));

const ElementSchema = z
  .strictObject({
    testId: z.string().min(1).optional(),
    id: z.string().min(1).optional(),
    label: z.string().min(1).optional(),
    role: z.string().min(1).optional(),
    name: z.string().min(1).optional(),
    text: z.string().min(1).optional(),
  })
  .refine((element) => Object.keys(element).length > 0, "name the element by at least one fact");

const ValueSchema = z.union([
  z.strictObject({ contains: z.string().min(1) }),
  z.strictObject({ placeholder: z.literal(true) }),
]);

const words = { label: text, missing: text };

export const PracticeRequirementSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("webTest"), app: z.enum(["shop", "orders"]), ...words }),
  z.strictObject({ kind: z.literal("apiTest"), ...words }),
  z.strictObject({ kind: z.literal("named"), not: z.string().min(1), ...words }),
  z.strictObject({
    kind: z.literal("step"),
    actions: z.array(StepKindSchema).min(1),
    element: ElementSchema.optional(),
    value: ValueSchema.optional(),
    ...words,
  }),
  z.strictObject({ kind: z.literal("dataRows"), min: z.int().min(1).max(50), ...words }),
  z.strictObject({
    kind: z.literal("request"),
    method: z.enum(["GET", "POST"]),
    path: z.string().startsWith("/v1/public/"),
    body: z.string().min(1).optional(),
    ...words,
  }),
  z.strictObject({
    kind: z.literal("check"),
    check: z.enum(["status", "jsonField", "timeUnder"]),
    pathStartsWith: z.string().min(1).optional(),
    ...words,
  }),
  z.strictObject({
    kind: z.literal("run"),
    status: z.enum(["passed", "failed"]),
    bugInjected: z.boolean().optional(),
    viewport: z.enum(["desktop", "phone"]).optional(),
    minRows: z.int().min(1).optional(),
    failedAt: ElementSchema.optional(),
    ...words,
  }),
  z.strictObject({ kind: z.literal("defect"), ...words }),
]);

export const PracticeTaskSchema = z.strictObject({
  number: z.int().min(1).max(PRACTICE_TEST_COUNT),
  title: text,
  closes: text,
  brief: z.string().trim().min(40).max(600),
  starts: z.discriminatedUnion("type", [
    z.strictObject({ type: z.literal("web"), app: z.enum(["shop", "orders"]) }),
    z.strictObject({ type: z.literal("api") }),
  ]),
  requirements: z.array(PracticeRequirementSchema).min(2),
});

export const PracticeTasksSchema = z
  .array(PracticeTaskSchema)
  .length(PRACTICE_TEST_COUNT)
  .refine(
    (tasks) => tasks.every((task, index) => task.number === index + 1),
    `number the tasks 1 to ${PRACTICE_TEST_COUNT}, in order`,
  ) satisfies z.ZodType<PracticeTask[]>;
