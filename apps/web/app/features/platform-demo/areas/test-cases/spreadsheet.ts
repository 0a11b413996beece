/**
 * Manual test cases to and from a spreadsheet (docs/platform-demo.md#test-cases;
 * content/docs/test-development/manual-test-cases.md, "Import manual test cases from Excel"): one row
 * per step, rows with the same Module and Script name make one test case. Pure: the files are read
 * and written by spreadsheet-files.ts, which loads the libraries.
 */
import { z } from "zod";
import { LabelsSchema, priorityMessage } from "./forms";
import { nextNumber, type Priority, priorities, type TestCase, type TestManagement } from "./model";
import { moduleByPath, modulePath, subtreeIds } from "./tree";

/** The columns, in order: the six the docs' template names, then the template fields of the demo's test cases. */
export const columns = [
  "Module",
  "Script name",
  "Step",
  "Action",
  "Expected result",
  "Test data",
  "Priority",
  "Labels",
  "Description",
  "Preconditions",
] as const;
type Column = (typeof columns)[number];
const required: readonly Column[] = ["Module", "Script name", "Step", "Action", "Expected result"];

export type Cell = string | number | boolean | Date | null | undefined;
/** What the import reports: a line's problems, or the file's (line 0). */
export type ImportProblem = { line: number; message: string };
export type ImportPlan = { cases: TestCase[]; steps: number; problems: ImportProblem[] };

const text = (cell: Cell) => (cell === null || cell === undefined ? "" : String(cell).trim());

const RowSchema = z.object({
  module: z.string().min(1, "Module is empty"),
  name: z.string().min(1, "Script name is empty").max(120, "Script name is longer than 120 characters"),
  step: z.string().regex(/^[1-9]\d{0,3}$/, "Step must be a whole number from 1"),
  action: z.string().min(1, "Action is empty").max(500, "Action is longer than 500 characters"),
  expected: z.string().min(1, "Expected result is empty").max(500, "Expected result is longer than 500 characters"),
  data: z.string().max(200, "Test data is longer than 200 characters"),
  priority: z
    .string()
    .transform((value) => priorities.find((priority) => priority.toLowerCase() === value.toLowerCase()) ?? value)
    .refine((value) => value === "" || (priorities as readonly string[]).includes(value), priorityMessage),
  labels: LabelsSchema,
  description: z.string().max(1000, "Description is longer than 1000 characters"),
  preconditions: z.string().max(1000, "Preconditions are longer than 1000 characters"),
});

const keys: Record<Column, keyof z.input<typeof RowSchema>> = {
  Module: "module",
  "Script name": "name",
  Step: "step",
  Action: "action",
  "Expected result": "expected",
  "Test data": "data",
  Priority: "priority",
  Labels: "labels",
  Description: "description",
  Preconditions: "preconditions",
};

/**
 * Reads the sheet's rows (row n of the sheet is `rows[n - 1]`, so a problem names the line a
 * spreadsheet shows) into new test cases of the project, with the next free script IDs; every bad
 * row is left out and reported by its line. Empty rows are passed over.
 */
export function planImport(rows: readonly (readonly Cell[])[], tm: TestManagement, projectId: string): ImportPlan {
  const headerIndex = rows.findIndex((row) => row.some((cell) => text(cell) !== ""));
  const header = (rows[headerIndex] ?? []).map((cell) => text(cell).toLowerCase());
  const at = new Map(columns.map((column) => [column, header.indexOf(column.toLowerCase())]));
  const missing = required.filter((column) => at.get(column) === -1);
  if (headerIndex === -1 || missing.length > 0) {
    const what =
      missing.length === 1 ? `no “${missing[0]}” column` : `no ${missing.map((c) => `“${c}”`).join(", ")} columns`;
    return {
      cases: [],
      steps: 0,
      problems: [{ line: 0, message: `The file has ${what}. Its first row names the columns: ${columns.join(", ")}.` }],
    };
  }

  const problems: ImportProblem[] = [];
  const groups = new Map<string, { testCase: TestCase; numbers: Map<number, number>; order: number[] }>();
  let nextId = nextNumber(
    tm.cases.map((testCase) => testCase.id),
    1001,
  );

  rows.forEach((row, index) => {
    const line = index + 1;
    if (index <= headerIndex || row.every((cell) => text(cell) === "")) return;
    const input = Object.fromEntries(columns.map((column) => [keys[column], text(row[at.get(column) ?? -1])]));
    const parsed = RowSchema.safeParse(input);
    const messages = parsed.success ? [] : [...new Set(parsed.error.issues.map((issue) => issue.message))];
    const module = input.module ? moduleByPath(tm, projectId, input.module) : null;
    if (input.module && module === null) messages.push(`Module “${input.module}” does not exist in this project`);
    if (module === "ambiguous")
      messages.push(`Module “${input.module}” is in more than one place: write its path, such as Checkout/Payment`);
    if (!parsed.success || messages.length > 0 || module === null || module === "ambiguous") {
      problems.push({ line, message: messages.join("; ") });
      return;
    }
    const fields = parsed.data;
    const key = `${module.id}\n${fields.name.toLowerCase()}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        testCase: {
          id: `SCR${nextId}`,
          projectId,
          moduleId: module.id,
          name: fields.name,
          description: "",
          priority: "Medium",
          preconditions: "",
          labels: [],
          steps: [],
        },
        numbers: new Map(),
        order: [],
      };
      nextId += 1;
      groups.set(key, group);
    }
    const number = Number(fields.step);
    const earlier = group.numbers.get(number);
    if (earlier !== undefined) {
      problems.push({ line, message: `Step ${number} of “${fields.name}” is on line ${earlier} already` });
      return;
    }
    group.numbers.set(number, line);
    group.order.push(number);
    const testCase = group.testCase;
    if (fields.priority && testCase.steps.length === 0) testCase.priority = fields.priority as Priority;
    testCase.description ||= fields.description;
    testCase.preconditions ||= fields.preconditions;
    testCase.labels = [...new Set([...testCase.labels, ...fields.labels])];
    testCase.steps.push({ action: fields.action, expected: fields.expected, data: fields.data });
  });

  const cases = [...groups.values()].map(({ testCase, order }) => {
    const byNumber = testCase.steps.map((step, index) => ({ step, number: order[index] ?? 0 }));
    byNumber.sort((a, b) => a.number - b.number);
    return { ...testCase, steps: byNumber.map(({ step }) => step) };
  });
  return { cases, steps: cases.reduce((sum, testCase) => sum + testCase.steps.length, 0), problems };
}

/** A module's test cases and those of its sub-modules, one row per step, under the header row. */
export function exportRows(tm: TestManagement, moduleIds: readonly string[]): string[][] {
  const rows: string[][] = [[...columns]];
  for (const testCase of tm.cases) {
    if (!moduleIds.includes(testCase.moduleId)) continue;
    testCase.steps.forEach((step, index) => {
      const first = index === 0;
      rows.push([
        modulePath(tm, testCase.moduleId),
        testCase.name,
        String(index + 1),
        step.action,
        step.expected,
        step.data,
        first ? testCase.priority : "",
        first ? testCase.labels.join(", ") : "",
        first ? testCase.description : "",
        first ? testCase.preconditions : "",
      ]);
    });
  }
  return rows;
}

/** The modules an export of `moduleId` covers: the module and its sub-modules, or the whole project from the root. */
export function exportedModules(tm: TestManagement, projectId: string, moduleId: string | null): string[] {
  if (moduleId === null)
    return tm.modules.filter((module) => module.projectId === projectId).map((module) => module.id);
  return subtreeIds(tm, moduleId);
}

/** The template's rows: the header and one example test case of two steps. */
export const templateRows: string[][] = [
  [...columns],
  [
    "Checkout/Payment",
    "Pay with a saved card",
    "1",
    "Open the cart and click Checkout",
    "The Checkout page opens",
    "",
    "High",
    "checkout, regression",
    "A signed-in customer pays with a stored card",
    "Customer has a saved card",
  ],
  [
    "Checkout/Payment",
    "Pay with a saved card",
    "2",
    "Select the saved card",
    "The card is selected",
    "Card ending 4242",
    "",
    "",
    "",
    "",
  ],
];

/** "northwind-web-regression-checkout-2026-11-27": the project, the module and the day, as the docs name exports. */
export function exportName(parts: readonly string[], day: Date): string {
  const slug = parts
    .join(" ")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${slug}-${day.toISOString().slice(0, 10)}`;
}
