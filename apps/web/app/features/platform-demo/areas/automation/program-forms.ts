/**
 * Create Program Element and its Test (content/docs/repository/program-elements.md;
 * docs/platform-demo.md#import-export-and-program-elements) as zod schemas: each
 * message sits on its field. An input or output row is a pair of flat fields,
 * `inputName-<row>` and `inputType-<row>`, so its message sits on the row.
 */
import { z } from "zod";
import { PLACEHOLDER_NAME, type ProgramElement, type ProgramValue } from "~/features/playground";

const VALUE_TYPES = ["Text", "Number", "Boolean"] as const;
const ROW = /^(input|output)Name-(\d+)$/;

export type ProgramElementDraft = Omit<ProgramElement, "id">;

const fieldRules = {
  name: z.string().trim().min(1, "Enter the action as a step would read it").max(80, "Use at most 80 characters"),
  language: z.enum(["Java", "JavaScript"], { error: "Choose Java or JavaScript" }),
  code: z.string().trim().min(1, "Write the element's code").max(20000, "Use at most 20,000 characters"),
  timeoutSeconds: z.coerce
    .number({ error: "Enter the timeout in seconds" })
    .int("Enter whole seconds")
    .min(1, "Enter 1 to 300 seconds")
    .max(300, "Enter 1 to 300 seconds"),
};

/** Every field is checked in one pass (not the rows only once the rest is right), so each message shows at once. */
export function programElementFormSchema(takenNames: readonly string[]) {
  return z
    .record(z.string(), z.string())
    .superRefine((fields, ctx) => {
      for (const [key, rule] of Object.entries(fieldRules)) {
        const result = rule.safeParse(fields[key] ?? "");
        const issue = result.error?.issues[0];
        if (issue) ctx.addIssue({ code: "custom", path: [key], message: issue.message });
      }
      if (takenNames.includes((fields.name ?? "").trim())) {
        ctx.addIssue({ code: "custom", path: ["name"], message: "A program element with this name already exists" });
      }
      const seen = { input: new Set<string>(), output: new Set<string>() };
      for (const [key, raw] of Object.entries(fields)) {
        const row = ROW.exec(key);
        if (!row) continue;
        const side = row[1] as "input" | "output";
        const name = raw.trim();
        const message = !name
          ? `Enter the ${side}'s name`
          : !PLACEHOLDER_NAME.test(name)
            ? "Start with a letter; use letters, digits and underscores"
            : seen[side].has(name)
              ? `Another ${side} is named ${name}`
              : null;
        if (message) ctx.addIssue({ code: "custom", path: [key], message });
        seen[side].add(name);
      }
    })
    .transform((fields): ProgramElementDraft => {
      const values = (side: "input" | "output"): ProgramValue[] =>
        Object.entries(fields).flatMap(([key, raw]) => {
          const row = ROW.exec(key);
          if (!row || row[1] !== side) return [];
          const type = fields[`${side}Type-${row[2]}`];
          return [{ name: raw.trim(), type: VALUE_TYPES.find((t) => t === type) ?? "Text" }];
        });
      return {
        name: fieldRules.name.parse(fields.name),
        language: fieldRules.language.parse(fields.language),
        inputs: values("input"),
        outputs: values("output"),
        code: fieldRules.code.parse(fields.code),
        timeoutSeconds: fieldRules.timeoutSeconds.parse(fields.timeoutSeconds),
      };
    });
}

/** The Test tab's values: one per input, a Number a number, a Boolean true or false. */
export function programTestSchema(inputs: readonly ProgramValue[]) {
  return z.record(z.string(), z.string()).superRefine((values, ctx) => {
    for (const input of inputs) {
      const value = (values[input.name] ?? "").trim();
      const message = !value
        ? `Enter a value for ${input.name}`
        : input.type === "Number" && !Number.isFinite(Number(value))
          ? `${input.name} is a Number: enter digits, such as 104`
          : input.type === "Boolean" && value !== "true" && value !== "false"
            ? `${input.name} is a Boolean: enter true or false`
            : null;
      if (message) ctx.addIssue({ code: "custom", path: [input.name], message });
    }
  });
}

/** What Run Test would do, said as the demo cannot do it (the site's policy forbids evaluating code). */
export function testRunMessage(element: ProgramElement, values: Readonly<Record<string, string>>): string {
  const given = element.inputs.map((input) => `${input.name} = "${values[input.name] ?? ""}"`).join(", ");
  const outputs = element.outputs.map((output) => output.name).join(", ") || "its result";
  return `Run Test would run ${element.name} (${element.language}) on the Ignitest servers, in a sandbox, with ${given || "no inputs"}, stopping it after ${element.timeoutSeconds}\u00a0s, and show ${outputs}, or the error and its line. This demo does not leave the browser: nothing was sent, and no code was run.`;
}
