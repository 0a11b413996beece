/**
 * The Test Development area's forms as zod schemas (docs/platform-demo.md#automation):
 * each message sits on its field, in the words of content/docs/test-development
 * and content/docs/test-data.
 */

import { z } from "zod";
import { PLACEHOLDER_NAME, type Project } from "~/features/playground";

const nameRule = "Start with a letter; use letters, digits and underscores";

const placeholderName = z
  .string()
  .trim()
  .min(1, "Enter a name")
  .max(60, "Use at most 60 characters")
  .regex(PLACEHOLDER_NAME, nameRule);

/** Add Variable (variables.md): names are case-sensitive and unique in their scope. */
export function variableFormSchema(taken: (scope: "global" | "project") => readonly string[]) {
  return z
    .object({
      scope: z.enum(["project", "global"], { error: "Choose Project or Global" }),
      name: placeholderName,
      value: z.string().max(2000, "Use at most 2,000 characters"),
      masked: z.string().optional(),
    })
    .transform((fields) => ({ ...fields, masked: fields.masked === "on" }))
    .superRefine((fields, ctx) => {
      if (taken(fields.scope).includes(fields.name)) {
        ctx.addIssue({
          code: "custom",
          path: ["name"],
          message: `A ${fields.scope} variable named ${fields.name} already exists`,
        });
      }
    });
}

const LOCATOR_PREFIX = {
  xpath: "xpath",
  css: "css",
  text: "text",
  testId: "testId",
  id: "id",
  label: "label",
} as const;

/** Add Element (add-elements.md, dynamic-locators.md, shared-and-reference-elements.md). */
export function elementFormSchema(takenNames: readonly string[]) {
  return z
    .object({
      name: z.string().trim().min(1, "Enter the element's name").max(80, "Use at most 80 characters"),
      app: z.enum(["shop", "orders"], { error: "Choose the sample app" }),
      kind: z.enum(Object.keys(LOCATOR_PREFIX) as [keyof typeof LOCATOR_PREFIX], {
        error: "Choose the locator's kind",
      }),
      value: z.string().trim().min(1, "Enter the locator's value").max(500, "Use at most 500 characters"),
      anchor: z.string().default(""),
      container: z.string().trim().max(80, "Use at most 80 characters").default(""),
    })
    .superRefine((fields, ctx) => {
      if (takenNames.includes(fields.name)) {
        ctx.addIssue({ code: "custom", path: ["name"], message: "An element with this name already exists" });
      }
      for (const [, name] of fields.value.matchAll(/\$\{\s*([^}]*?)\s*\}/g)) {
        const bare = name?.replace(/^(data|param)\./, "") ?? "";
        if (!PLACEHOLDER_NAME.test(bare)) {
          ctx.addIssue({
            code: "custom",
            path: ["value"],
            message: `Placeholder \${${name}}: ${nameRule.toLowerCase()}`,
          });
        }
      }
      if (fields.anchor && !/^([a-zA-Z][\w-]*)?(\.[\w-]+)?$/.test(fields.container || "!")) {
        ctx.addIssue({
          code: "custom",
          path: ["container"],
          message: "Enter the container's tag, class or both, such as li.product-card",
        });
      }
    });
}

const columnsText = z
  .string()
  .trim()
  .min(1, "Enter at least one column")
  .transform((text) => text.split(",").map((column) => column.trim()))
  .superRefine((columns, ctx) => {
    const bad = columns.find((column) => !PLACEHOLDER_NAME.test(column));
    if (bad !== undefined) ctx.addIssue({ code: "custom", message: `Column "${bad}": ${nameRule.toLowerCase()}` });
    else if (new Set(columns).size !== columns.length)
      ctx.addIssue({ code: "custom", message: "Each column needs a name of its own" });
    else if (columns.length > 30) ctx.addIssue({ code: "custom", message: "Use at most 30 columns" });
  });

/** New Data Set (data-providers.md: a name unique in the project). */
export function dataSetFormSchema(takenNames: readonly string[]) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, "Enter the data set's name")
      .max(80, "Use at most 80 characters")
      .refine((name) => !takenNames.includes(name), "A data set with this name already exists"),
    columns: columnsText,
  });
}

/** New Step Group (step-groups.md): a name unique in the project, and the steps taken from a script. */
export function stepGroupFormSchema(takenNames: readonly string[], project: Project) {
  return z
    .object({
      name: z
        .string()
        .trim()
        .min(1, "Enter the step group's name")
        .max(80, "Use at most 80 characters")
        .refine((name) => !takenNames.includes(name), "Names are unique within the project"),
      description: z.string().trim().max(300, "Use at most 300 characters"),
      script: z.string().min(1, "Choose the script whose steps the group takes"),
      first: z.coerce
        .number({ error: "Enter a step number" })
        .int("Enter a whole step number")
        .min(1, "Steps count from 1"),
      last: z.coerce
        .number({ error: "Enter a step number" })
        .int("Enter a whole step number")
        .min(1, "Steps count from 1"),
    })
    .superRefine((fields, ctx) => {
      const test = project.tests.find((candidate) => candidate.id === fields.script);
      const count = test?.type === "web" ? test.steps.length : 0;
      if (fields.first > count)
        ctx.addIssue({ code: "custom", path: ["first"], message: `The script has ${count} steps` });
      if (fields.last < fields.first)
        ctx.addIssue({ code: "custom", path: ["last"], message: "The last step comes after the first" });
      else if (fields.last > count)
        ctx.addIssue({ code: "custom", path: ["last"], message: `The script has ${count} steps` });
    });
}

/** Add Parameter (parameterized-step-groups.md). */
export function parameterFormSchema(takenNames: readonly string[]) {
  return z
    .object({
      name: placeholderName.refine((name) => !takenNames.includes(name), "The group already has this parameter"),
      type: z.enum(["Text", "Number", "Boolean", "Secret"], { error: "Choose a type" }),
      defaultValue: z.string().max(200, "Use at most 200 characters"),
      required: z.string().optional(),
      description: z.string().trim().max(200, "Use at most 200 characters"),
    })
    .transform((fields) => ({ ...fields, required: fields.required === "on" }))
    .superRefine((fields, ctx) => {
      if (fields.type === "Number" && fields.defaultValue !== "" && !/^-?\d+(\.\d+)?$/.test(fields.defaultValue)) {
        ctx.addIssue({
          code: "custom",
          path: ["defaultValue"],
          message: "A Number parameter's default is a number, such as 3",
        });
      }
      if (fields.type === "Boolean" && fields.defaultValue !== "" && !/^(true|false)$/.test(fields.defaultValue)) {
        ctx.addIssue({
          code: "custom",
          path: ["defaultValue"],
          message: "A Boolean parameter's default is true or false",
        });
      }
    });
}
