/**
 * The Execution area's data (docs/platform-demo.md#execution): automation suites over the
 * playground's own web tests, with the Run Settings of content/docs/test-execution/create-suites.md,
 * execution-modes.md and rerun-failed-scripts.md. The suites are kept in the demo document
 * (`executionSuites`, empty when a document from before has none); their runs go to `runs`.
 */
import { z } from "zod";

/**
 * The three modes of execution-modes.md. Distributed needs several machines; this demo has one browser
 * tab, so it runs a distributed suite over frames, one frame standing for each machine (run-suite.ts).
 */
export const executionModes = ["Sequential", "Parallel", "Distributed"] as const;
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

export const labelMatches = ["Any label", "All labels"] as const;
export const accessChoices = ["Everyone in the project", "Selected members"] as const;

export const ExecutionSuiteSchema = z.object({
  /** SUI1101: the suite IDs go on from the highest in the demo. */
  id: z.string().regex(/^SUI\d+$/),
  projectId: z.string().min(1),
  name: z.string().min(1).max(60),
  /** The playground's web tests added individually, in run order (with labels, it may be empty). */
  scriptIds: z.array(z.string().min(1)),
  mode: z.enum(executionModes),
  /** Parallel sessions (execution-modes.md), 2 by default, here at most parallelCap. */
  sessions: z.number().int().min(2).max(parallelCap),
  windowSize: z.enum(["desktop", "phone"]),
  environment: z.enum(["staging", "staging-bug"]),
  /** Rerun attempts of Auto-rerun failed scripts; 0 is off. */
  rerunAttempts: z.number().int().min(0).max(3),
  stopOnFirstFailure: z.boolean(),
  /** Add Scripts › By label (create-suites.md): the labels, picked up when the suite runs (suite-scripts.ts). */
  labels: z.array(z.string().min(1)).default([]),
  labelMatch: z.enum(labelMatches).default("Any label"),
  /** The Access tab (create-suites.md): Everyone in the project, or the Selected members (user IDs). */
  access: z.enum(accessChoices).default("Everyone in the project"),
  memberIds: z.array(z.string().min(1)).default([]),
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

/** One field of a form's raw input, which may be anything. */
const field = (value: unknown, name: string): unknown =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>)[name] : undefined;

const numberField = (message: string) =>
  z.preprocess((value) => (value === "" || value === undefined ? Number.NaN : Number(value)), z.number(message));

/**
 * New Suite and Edit: the Suite name unique in the project, its scripts in order or by label, its Run
 * Settings and its Access. `userIds`: the company's users, who may be selected members.
 */
export function suiteFormSchema(
  takenNames: readonly string[],
  scriptIds: readonly string[],
  userIds: readonly string[] = [],
) {
  const used = new Set(takenNames.map((name) => name.trim().toLowerCase()));
  return (
    z
      .object({
        name: z
          .string()
          .trim()
          .min(1, "Enter a suite name")
          .max(60, "Enter a name of 60 characters or fewer")
          .refine((name) => !used.has(name.toLowerCase()), "A suite with this name already exists in the project"),
        scriptIds: z
          .array(z.string())
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
        labels: z.array(z.string().min(1)),
        labelMatch: z.enum(labelMatches, "Choose Any label or All labels"),
        access: z.enum(accessChoices, "Choose who may edit and run the suite"),
        memberIds: z
          .array(z.string())
          .refine((ids) => ids.every((id) => userIds.includes(id)), "Untick the members who are no longer users"),
      })
      // Run even when another field failed (`when`), so every message shows at once.
      .refine((fields) => fields.scriptIds.length > 0 || fields.labels.length > 0, {
        path: ["scriptIds"],
        message: "Add at least one script, or a label",
        when: ({ value }) => Array.isArray(field(value, "scriptIds")) && Array.isArray(field(value, "labels")),
      })
      .refine((fields) => fields.access !== "Selected members" || fields.memberIds.length > 0, {
        path: ["memberIds"],
        message: "Tick at least one member",
        when: ({ value }) => Array.isArray(field(value, "memberIds")),
      })
  );
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
