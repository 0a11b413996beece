/**
 * The Execution area's data (docs/platform-demo.md#execution): automation suites over the
 * playground's own web tests, with the Run Settings of content/docs/test-execution/create-suites.md,
 * execution-modes.md and rerun-failed-scripts.md. The suites are kept in the demo document
 * (`executionSuites`, empty when a document from before has none); their runs go to `runs`.
 */
import { z } from "zod";

/** Distributed needs several machines; the demo has one browser tab, so it offers the other two modes. */
export const executionModes = ["Sequential", "Parallel"] as const;
export type ExecutionMode = (typeof executionModes)[number];

/** At most this many frames run at once: each is a browser session, and they share one page. */
export const parallelCap = 3;

/** The frame's window size: the run configuration's Window size (run-configuration.md). */
export const windowSizes = {
  desktop: { label: "1280 × 800", width: 1280, height: 800 },
  phone: { label: "375 × 667 (phone)", width: 375, height: 667 },
} as const;
export type WindowSize = keyof typeof windowSizes;

/** The environments: the sample apps as they are, or with their one injected bug (docs/playground.md). */
export const environments = {
  staging: { label: "Staging", bug: false },
  "staging-bug": { label: "Staging with the injected bug", bug: true },
} as const;
export type EnvironmentId = keyof typeof environments;

export const ExecutionSuiteSchema = z.object({
  /** SUI1101: the suite IDs go on from the highest in the demo. */
  id: z.string().regex(/^SUI\d+$/),
  projectId: z.string().min(1),
  name: z.string().min(1).max(60),
  /** The playground's web tests, in run order. */
  scriptIds: z.array(z.string().min(1)).min(1),
  mode: z.enum(executionModes),
  /** Parallel sessions (execution-modes.md), 2 by default, here at most parallelCap. */
  sessions: z.number().int().min(2).max(parallelCap),
  windowSize: z.enum(["desktop", "phone"]),
  environment: z.enum(["staging", "staging-bug"]),
  /** Rerun attempts of Auto-rerun failed scripts; 0 is off. */
  rerunAttempts: z.number().int().min(0).max(3),
  stopOnFirstFailure: z.boolean(),
});
export type ExecutionSuite = z.infer<typeof ExecutionSuiteSchema>;

/** The collection in the demo document (model.ts): a document stored before the area gets none. */
export const ExecutionSuitesCollection = z.array(ExecutionSuiteSchema).default([]);

/** The run settings a run uses: a suite's, or a Quick Run's (one script, one session). */
export type RunSettings = Pick<
  ExecutionSuite,
  "mode" | "sessions" | "windowSize" | "environment" | "rerunAttempts" | "stopOnFirstFailure"
>;

const number = (id: string) => Number(/\d+$/.exec(id)?.[0] ?? 0);

/** The next ID of a kind, after the highest one in use ("SUI", ["SUI1003", "SUI1101"] → "SUI1102"). */
export function nextId(prefix: string, used: readonly string[], first: number): string {
  const highest = used.filter((id) => id.startsWith(prefix)).reduce((max, id) => Math.max(max, number(id)), first - 1);
  return `${prefix}${highest + 1}`;
}

const numberField = (message: string) =>
  z.preprocess((value) => (value === "" || value === undefined ? Number.NaN : Number(value)), z.number(message));

/** New Suite and Edit: the Suite name unique in the project, its scripts in order, and its Run Settings. */
export function suiteFormSchema(takenNames: readonly string[], scriptIds: readonly string[]) {
  const used = new Set(takenNames.map((name) => name.trim().toLowerCase()));
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, "Enter a suite name")
      .max(60, "Enter a name of 60 characters or fewer")
      .refine((name) => !used.has(name.toLowerCase()), "A suite with this name already exists in the project"),
    scriptIds: z
      .array(z.string())
      .min(1, "Add at least one script")
      .refine(
        (ids) => ids.every((id) => scriptIds.includes(id)),
        "Remove the scripts that are no longer in the project",
      ),
    mode: z.enum(executionModes, "Select an execution mode"),
    sessions: numberField("Select the parallel sessions").pipe(
      z
        .number()
        .int()
        .min(2, "Select 2 or 3 sessions")
        .max(parallelCap, `The demo runs at most ${parallelCap} at once`),
    ),
    windowSize: z.enum(["desktop", "phone"], "Select a window size"),
    environment: z.enum(["staging", "staging-bug"], "Select an environment"),
    rerunAttempts: numberField("Select the rerun attempts").pipe(
      z.number().int().min(0).max(3, "Select 1, 2 or 3 rerun attempts"),
    ),
    stopOnFirstFailure: z.boolean(),
  });
}
export type SuiteFields = z.output<ReturnType<typeof suiteFormSchema>>;

/** Quick Run (quick-run.md): one script now, on this browser, with a window size and an environment. */
export function quickRunSchema(scriptIds: readonly string[]) {
  return z.object({
    scriptId: z.string("Select a script").refine((id) => scriptIds.includes(id), "Select a script"),
    windowSize: z.enum(["desktop", "phone"], "Select a window size"),
    environment: z.enum(["staging", "staging-bug"], "Select an environment"),
  });
}
export type QuickRunFields = z.output<ReturnType<typeof quickRunSchema>>;
