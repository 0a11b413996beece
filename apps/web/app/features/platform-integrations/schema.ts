/**
 * The zod schema of one integration's form, built from its fields in
 * tools.ts, with a message tied to each field (docs/platform-integrations.md#validation).
 */
import { z } from "zod";
import { fillTemplate } from "~/lib/fill-template";
import { messages } from "../../../../../content/pages/platform-integrations";
import { allFields, type FieldSpec, type Suite, type Tool, tools } from "./tools";

/** What a saved integration holds: text fields as strings, Events as a list, switches as booleans. */
export type IntegrationValues = Record<string, string | string[] | boolean>;

export const ALL_SUITES = "All suites";

const toolNames = new Set(tools.flatMap((tool) => tool.name.split(" ")));

/** A label as it reads inside a sentence: "Enter the project key", but "the Jira site URL", "the API token". */
export function fieldInSentence(label: string): string {
  const [first = "", ...rest] = label.split(" ");
  const keepsCapital = toolNames.has(first) || /^[A-Z0-9]{2,}$/.test(first);
  return [keepsCapital ? first : first.toLowerCase(), ...rest].join(" ");
}

function message(template: string, field: FieldSpec, extra: Record<string, string | number> = {}): string {
  return fillTemplate(template, {
    field: field.noun ?? fieldInSentence(field.label),
    label: field.label,
    example: field.example ?? "",
    min: field.min ?? "",
    max: field.max ?? "",
    ...extra,
  });
}

const trimmed = z.string().trim();
const PATTERNS = {
  "project-key": /^[A-Z][A-Z0-9]{1,9}$/,
  "token-name": /^[a-z0-9][a-z0-9-]{2,39}$/,
  channel: /^#[a-z0-9][a-z0-9._-]{0,79}$/,
  // What the snippets may hold inside shell, JSON and Groovy strings without escaping.
  "run-configuration": /^[\p{L}\p{N}][\p{L}\p{N} ·._()-]{0,79}$/u,
  branch: /^(?!\/)(?!.*\.\.)[A-Za-z0-9._/-]{1,100}(?<![/.])$/,
  "job-name": /^[A-Za-z][A-Za-z0-9_-]{0,99}$/,
} as const;

function isHttpsUrl(value: string, prefix: string): boolean {
  if (!value.startsWith(prefix)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}

function httpsUrl(field: FieldSpec) {
  return trimmed.refine((value) => isHttpsUrl(value, "https://"), message(messages.httpsUrl, field));
}

function fieldSchema(field: FieldSpec, suites: readonly Suite[]): z.ZodType {
  const required = trimmed.min(1, message(messages.required, field));
  switch (field.kind) {
    case "https-url":
      return required.pipe(httpsUrl(field)).transform((value) => value.replace(/\/+$/, ""));
    case "slack-webhook":
      return required.pipe(
        trimmed.refine(
          (value) => isHttpsUrl(value, "https://hooks.slack.com/services/") && value.length > 34,
          messages.slackWebhook,
        ),
      );
    case "email":
      return trimmed.pipe(z.union([z.literal(""), z.email(message(messages.email, field))]));
    case "secret":
      return required.pipe(z.string().regex(/^\S+$/, message(messages.secret, field)));
    case "project-key":
    case "token-name":
    case "channel":
    case "run-configuration":
    case "branch":
    case "job-name": {
      const template = {
        "project-key": messages.projectKey,
        "token-name": messages.tokenName,
        channel: messages.channel,
        "run-configuration": messages.runConfiguration,
        branch: messages.branch,
        "job-name": messages.jobName,
      }[field.kind];
      const pattern = z.string().regex(PATTERNS[field.kind], message(template, field));
      return field.optional ? trimmed.pipe(z.union([z.literal(""), pattern])) : required.pipe(pattern);
    }
    case "text":
      return field.optional ? trimmed.max(200) : required.pipe(z.string().max(200));
    case "select":
      return z.enum(field.options as [string, ...string[]], message(messages.choose, field));
    case "suites":
      return z.enum([ALL_SUITES, ...suites.map((suite) => suite.name)], message(messages.choose, field));
    case "suite":
      return z.enum(suites.map((suite) => suite.id) as [string, ...string[]], message(messages.choose, field));
    case "events":
      return z.array(z.enum(field.options as [string, ...string[]])).min(1, messages.events);
    case "whole-number":
      return required.pipe(
        z
          .string()
          .regex(/^\d+$/, message(messages.wholeNumber, field))
          .refine(
            (value) => Number(value) >= (field.min ?? 0) && Number(value) <= (field.max ?? Number.MAX_SAFE_INTEGER),
            {
              message: message(messages.wholeNumber, field),
            },
          ),
      );
    case "switch":
      return z.boolean();
  }
}

/** The schema of a tool's form; `suites` are the project's (the suite selects list them). */
export function integrationSchema(tool: Tool, suites: readonly Suite[]) {
  const shape = Object.fromEntries(allFields(tool).map((field) => [field.name, fieldSchema(field, suites)]));
  return z.object(shape).superRefine((values, context) => {
    const allowed = values.suites;
    const suiteId = values.suiteId;
    if (typeof suiteId === "string" && typeof allowed === "string" && allowed !== ALL_SUITES) {
      const suite = suites.find((candidate) => candidate.id === suiteId);
      if (suite && suite.name !== allowed) {
        context.addIssue({
          code: "custom",
          path: ["suiteId"],
          message: fillTemplate(messages.suiteNotAllowed, { suite: suite.name }),
        });
      }
    }
    if (values.useTunnel === true && !values.tunnelName) {
      context.addIssue({ code: "custom", path: ["tunnelName"], message: messages.tunnelName });
    }
  }) as unknown as z.ZodType<IntegrationValues>;
}

/** The form's fields as the schema reads them: Events as a list, switches as booleans, the rest as text. */
export function readIntegrationForm(tool: Tool, data: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of allFields(tool)) {
    if (field.kind === "events") values[field.name] = data.getAll(field.name);
    else if (field.kind === "switch") values[field.name] = data.get(field.name) === "on";
    else values[field.name] = data.get(field.name) ?? "";
  }
  return values;
}
