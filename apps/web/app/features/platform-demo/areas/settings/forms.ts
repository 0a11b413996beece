/**
 * The Configuration area's form rules (docs/platform-demo.md#configuration), each message written for
 * the field it is shown on. Facts: content/docs/configuration/*.md (each tab's Setting tables).
 */
import { z } from "zod";
import { checkbox, hostPattern, lower, optionalEmail, wholeNumber } from "./form-parts";
import {
  dateFormats,
  fieldTypes,
  labelColors,
  labelNamePattern,
  labelTargets,
  mailSecurities,
  reportKinds,
  reportSections,
  ruleEvents,
  severities,
  templateKinds,
  timeFormats,
  weekDays,
} from "./model";

/** Mail server (email-configuration.md, "Choose the mail server"): Custom SMTP needs a host and a From address. */
export const mailServerFormSchema = z
  .object({
    kind: z.enum(["ignitest", "smtp"], { error: "Choose a mail server" }),
    host: z.string().trim(),
    port: z.string().trim(),
    security: z.enum(mailSecurities, { error: "Choose STARTTLS, SSL/TLS or None" }),
    username: z.string().trim().max(120, "Enter a username of 120 characters or fewer"),
    password: z.string().max(200, "Enter a password of 200 characters or fewer"),
    fromAddress: z.string().trim(),
  })
  .superRefine((values, context) => {
    if (values.kind !== "smtp") return;
    if (values.host === "") context.addIssue({ code: "custom", path: ["host"], message: "Enter the SMTP host" });
    else if (!hostPattern.test(values.host))
      context.addIssue({
        code: "custom",
        path: ["host"],
        message: "Enter a host name such as smtp.northwind.example: no spaces, scheme or port",
      });
    const port = Number(values.port);
    if (!/^\d+$/.test(values.port) || port < 1 || port > 65535)
      context.addIssue({ code: "custom", path: ["port"], message: "Enter a port from 1 to 65535, usually 587 or 465" });
    if (values.fromAddress === "")
      context.addIssue({ code: "custom", path: ["fromAddress"], message: "Enter the From address" });
    else if (!z.email().safeParse(values.fromAddress).success)
      context.addIssue({
        code: "custom",
        path: ["fromAddress"],
        message: "Enter an e-mail address such as ignitest@northwind.example",
      });
  });
export type MailServerFields = z.output<typeof mailServerFormSchema>;

/** The project's sender (email-configuration.md, "Set the sender for this project"). */
export const senderFormSchema = z.object({
  senderName: z.string().trim().min(1, "Enter a sender name").max(80, "Enter a name of 80 characters or fewer"),
  replyTo: optionalEmail("Enter an e-mail address such as qa-team@northwind.example, or leave it empty"),
  subjectPrefix: z.string().trim().max(40, "Enter a prefix of 40 characters or fewer"),
});

/** A notification rule; recipients are members, project roles or external addresses, separated by commas. */
export function ruleFormSchema(members: readonly string[], roles: readonly string[]) {
  const known = new Set([...members, ...roles].map(lower));
  return z.object({
    event: z.enum(ruleEvents, { error: "Choose an event" }),
    suites: z.string().min(1, "Choose the suites"),
    minimumSeverity: z.enum(severities, { error: "Choose a minimum severity" }),
    recipients: z
      .string()
      .transform((text) =>
        text
          .split(",")
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .refine((items) => items.length > 0, "Add at least one recipient")
      .refine(
        (items) => items.every((item) => known.has(lower(item)) || z.email().safeParse(item).success),
        "Each recipient is a member's name, a project role or an e-mail address",
      ),
    attachReport: z.enum(reportKinds, { error: "Choose None, PDF or HTML" }),
  });
}

/** The Time Zone tab (time-zone.md): the zone is one the browser knows. */
export function timeZoneFormSchema(zones: readonly string[]) {
  return z.object({
    zone: z.string("Choose a time zone").refine((zone) => zones.includes(zone), "Choose a time zone from the list"),
    dateFormat: z.enum(dateFormats, { error: "Choose a date format" }),
    timeFormat: z.enum(timeFormats, { error: "Choose 24-hour or 12-hour" }),
    firstDay: z.enum(weekDays, { error: "Choose the first day of the week" }),
  });
}

export const labelNameMessage = "Use lowercase letters, digits and hyphens only, at most 30 characters, such as smoke";

/** A label's name: labels.md's rule, unique in the project (`taken`, the other labels' names). */
export function labelNameSchema(taken: readonly string[]) {
  const used = new Set(taken.map(lower));
  return z
    .string()
    .trim()
    .min(1, "Enter a label name")
    .regex(labelNamePattern, labelNameMessage)
    .refine((name) => !used.has(name), "A label with this name already exists");
}

export function labelFormSchema(taken: readonly string[]) {
  return z.object({
    name: labelNameSchema(taken),
    color: z.enum(labelColors, { error: "Choose a color" }),
    description: z.string().trim().max(200, "Enter a description of 200 characters or fewer"),
    appliesTo: z.array(z.enum(labelTargets)).min(1, "Choose what the label may be attached to"),
  });
}
export type LabelFields = z.output<ReturnType<typeof labelFormSchema>>;

export const labelTabFormSchema = z.object({ allowNewLabels: checkbox, labelsOnDefects: checkbox });

/** A new template (templates.md): a name unique among the kind's templates, and what it starts from. */
export function templateFormSchema(takenByKind: Record<string, readonly string[]>, kindOf: Record<string, string>) {
  return z
    .object({
      kind: z.enum(templateKinds, { error: "Choose Defect, Manual Test Case or Report" }),
      name: z.string().trim().min(1, "Enter a template name").max(60, "Enter a name of 60 characters or fewer"),
      basedOn: z.string("Choose the template it starts from"),
    })
    .superRefine((values, context) => {
      if (kindOf[values.basedOn] !== values.kind)
        context.addIssue({
          code: "custom",
          path: ["basedOn"],
          message: `Choose a ${values.kind} template to start from`,
        });
      const taken = (takenByKind[values.kind] ?? []).map(lower);
      if (taken.includes(lower(values.name)))
        context.addIssue({
          code: "custom",
          path: ["name"],
          message: `A ${values.kind} template with this name already exists`,
        });
    });
}

/** A field of a defect or manual test case template (templates.md, "Add Field"). */
export function templateFieldFormSchema(taken: readonly string[]) {
  const used = new Set(taken.map(lower));
  return z
    .object({
      name: z
        .string()
        .trim()
        .min(1, "Enter a field name")
        .max(40, "Enter a name of 40 characters or fewer")
        .refine((name) => !used.has(lower(name)), "The template already has a field with this name"),
      type: z.enum(fieldTypes, { error: "Choose a type" }),
      options: z.string().transform((text) =>
        text
          .split(",")
          .map((item) => item.trim())
          .filter(Boolean),
      ),
      required: checkbox,
      helpText: z.string().trim().max(120, "Enter help text of 120 characters or fewer"),
    })
    .superRefine((values, context) => {
      const choice = values.type === "Dropdown" || values.type === "Multi-select";
      if (choice && values.options.length < 2)
        context.addIssue({
          code: "custom",
          path: ["options"],
          message: "A Dropdown or Multi-select needs two options or more",
        });
    });
}

export const reportSectionsFormSchema = z.object({
  title: z.string().trim().max(80, "Enter a title of 80 characters or fewer"),
  sections: z.array(z.enum(reportSections)).min(1, "Tick at least one section"),
});

/** A run configuration (run-configuration.md, "Settings"); browsers per machine come as `targets:<machine>`. */
export function runConfigurationFormSchema(taken: readonly string[], environments: readonly string[]) {
  const used = new Set(taken.map(lower));
  return z
    .object({
      name: z
        .string()
        .trim()
        .min(1, "Enter a name")
        .max(60, "Enter a name of 60 characters or fewer")
        .refine((name) => !used.has(lower(name)), "A run configuration with this name already exists"),
      type: z.enum(["Web", "Mobile"], { error: "Choose Web or Mobile" }),
      environment: z
        .string("Choose an environment")
        .refine((value) => environments.includes(value), "Choose an environment"),
      machines: z
        .array(z.object({ machine: z.string(), targets: z.array(z.string()), sessions: z.number() }))
        .transform((rows) => rows.filter((row) => row.targets.length > 0))
        .refine((rows) => rows.length > 0, "Select a browser or device on at least one machine")
        .refine(
          (rows) => rows.every((row) => Number.isInteger(row.sessions) && row.sessions >= 1 && row.sessions <= 16),
          "Sessions are a whole number from 1 to 16 on each machine used",
        ),
      windowSize: z.string("Choose a window size").regex(/^(Maximized|\d{3,4} × \d{3,4})$/, "Choose a window size"),
      headless: checkbox,
      pageLoadTimeout: wholeNumber(1, 600, "Enter a timeout from 1 to 600 seconds"),
      projectDefault: checkbox,
    })
    .superRefine((values, context) => {
      const safari = values.machines.some((row) => row.targets.includes("Safari"));
      if (values.headless && safari)
        context.addIssue({ code: "custom", path: ["headless"], message: "Headless is not available for Safari" });
    });
}
