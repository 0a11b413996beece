/**
 * The Configuration area's data (docs/platform-demo.md#configuration): the license's mail server and,
 * per project, what the tabs of Project menu › Configuration set. One collection of the demo
 * document, `settings`. Facts: content/docs/configuration/email-configuration.md, time-zone.md,
 * labels.md, templates.md, run-configuration.md, result-configuration.md, memory-configuration.md.
 */
import { z } from "zod";
import { settingsSeed } from "./seed";

export const mailSecurities = ["STARTTLS", "SSL/TLS", "None"] as const;
export const MailServerSchema = z.object({
  kind: z.enum(["ignitest", "smtp"]),
  host: z.string(),
  port: z.number().int().min(1).max(65535),
  security: z.enum(mailSecurities),
  username: z.string(),
  /** Kept only as "set or not": the demo stores no password. */
  passwordSet: z.boolean(),
  fromAddress: z.string(),
});
export type MailServer = z.infer<typeof MailServerSchema>;

export const ruleEvents = [
  "Suite run finished",
  "Suite run failed",
  "Scheduled run did not start",
  "Defect logged",
  "Defect status changed",
] as const;
export const severities = ["Any", "Minor", "Major", "Critical", "Blocker"] as const;
export const reportKinds = ["None", "PDF", "HTML"] as const;

export const NotificationRuleSchema = z.object({
  id: z.string().min(1),
  event: z.enum(ruleEvents),
  /** "All suites" or the suites' names. */
  suites: z.string().min(1),
  minimumSeverity: z.enum(severities),
  recipients: z.array(z.string().min(1)).min(1),
  attachReport: z.enum(reportKinds),
});
export type NotificationRule = z.infer<typeof NotificationRuleSchema>;

export const dateFormats = ["YYYY-MM-DD", "DD/MM/YYYY", "MM/DD/YYYY"] as const;
export const timeFormats = ["24-hour", "12-hour"] as const;
export const weekDays = ["Monday", "Sunday", "Saturday"] as const;

export const labelColors = ["Green", "Blue", "Purple", "Orange", "Red", "Grey"] as const;
export const labelTargets = ["Scripts", "Suites", "Defects"] as const;
/** Lowercase letters, digits and hyphens, at most 30 characters (labels.md). */
export const labelNamePattern = /^[a-z0-9-]{1,30}$/;

export const LabelSchema = z.object({
  name: z.string().regex(labelNamePattern),
  color: z.enum(labelColors),
  description: z.string().max(200),
  appliesTo: z.array(z.enum(labelTargets)).min(1),
});
export type Label = z.infer<typeof LabelSchema>;

export const templateKinds = ["Defect", "Manual Test Case", "Report"] as const;
export type TemplateKind = (typeof templateKinds)[number];
export const fieldTypes = [
  "Text",
  "Long text",
  "Number",
  "Date",
  "Dropdown",
  "Multi-select",
  "Checkbox",
  "User",
] as const;
export const reportSections = [
  "Summary",
  "Failed scripts",
  "All scripts",
  "Defects",
  "Environment",
  "Sign-off",
] as const;

export const TemplateFieldSchema = z.object({
  name: z.string().min(1).max(40),
  type: z.enum(fieldTypes),
  options: z.array(z.string()),
  required: z.boolean(),
  helpText: z.string().max(120),
  builtIn: z.boolean(),
});
export type TemplateField = z.infer<typeof TemplateFieldSchema>;

export const TemplateSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(templateKinds),
  name: z.string().min(1).max(60),
  isDefault: z.boolean(),
  /** Defect and Manual Test Case templates. */
  fields: z.array(TemplateFieldSchema),
  /** Report templates. */
  sections: z.array(z.enum(reportSections)),
  title: z.string().max(80),
});
export type Template = z.infer<typeof TemplateSchema>;

export const browsers = ["Chrome", "Firefox", "Edge", "Safari"] as const;
export const MachineRowSchema = z.object({
  machine: z.string().min(1),
  /** Browsers on a web configuration, devices on a mobile one. */
  targets: z.array(z.string().min(1)).min(1),
  sessions: z.number().int().min(1).max(16),
});
export type MachineRow = z.infer<typeof MachineRowSchema>;

export const RunConfigurationSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1).max(60),
  type: z.enum(["Web", "Mobile"]),
  environment: z.string().min(1),
  machines: z.array(MachineRowSchema).min(1),
  windowSize: z.string().min(1),
  headless: z.boolean(),
  browserVersion: z.string().min(1),
  pageLoadTimeout: z.number().int().min(1).max(600),
  projectDefault: z.boolean(),
  /** The suites whose Run Settings name it (the demo's suites carry no settings of their own). */
  usedBy: z.array(z.string()),
});
export type RunConfiguration = z.infer<typeof RunConfigurationSchema>;

export const retentionDays = ["7", "14", "30", "90", "180", "365"] as const;
export const ResultSettingsSchema = z.object({
  keepSuiteResults: z.enum(retentionDays),
  keepScreenshots: z.enum(retentionDays),
  keepVideos: z.enum(retentionDays),
  keepQuickRuns: z.enum(retentionDays),
  screenshotQuality: z.enum(["Low", "Medium", "High"]),
  consoleLog: z.enum(["Off", "On for failed scripts", "On for every script"]),
  networkLog: z.boolean(),
  countWarningAs: z.enum(["Passed", "Failed"]),
  countSkipped: z.boolean(),
  suiteResult: z.enum(["Any script fails", "More than a share fails"]),
  /** Percent of scripts, for "More than a share fails". */
  failShare: z.number().int().min(1).max(99),
  postCondition: z.enum(["Warning", "Failed"]),
  reportTemplate: z.string().min(1),
  emailReport: z.enum(reportKinds),
  includePassed: z.boolean(),
});
export type ResultSettings = z.infer<typeof ResultSettingsSchema>;

export const MemorySettingsSchema = z.object({
  /** GB; null: Shared. */
  allocationGb: z.number().int().positive().nullable(),
  warnAt: z.number().int().min(50).max(95),
  whenFull: z.enum(["Delete oldest results", "Stop saving screenshots and videos"]),
  clientLimitMb: z.number().int().min(512).max(65536),
  perSessionMb: z.number().int().min(256).max(16384),
  whenLimit: z.enum(["Queue new sessions", "Fail the session"]),
  applyTo: z.enum(["All machines of this project", "Selected machines"]),
  /** MB used by kind: Screenshots, Videos, Reports, Test data, Defect attachments. */
  usageMb: z.record(z.string(), z.number().nonnegative()),
});
export type MemorySettings = z.infer<typeof MemorySettingsSchema>;

export const ProjectSettingsSchema = z.object({
  projectId: z.string().min(1),
  email: z.object({
    senderName: z.string(),
    replyTo: z.string(),
    subjectPrefix: z.string(),
    rules: z.array(NotificationRuleSchema),
  }),
  timeZone: z.object({
    zone: z.string().min(1),
    dateFormat: z.enum(dateFormats),
    timeFormat: z.enum(timeFormats),
    firstDay: z.enum(weekDays),
  }),
  labels: z.array(LabelSchema),
  allowNewLabels: z.boolean(),
  labelsOnDefects: z.boolean(),
  templates: z.array(TemplateSchema),
  runConfigurations: z.array(RunConfigurationSchema),
  result: ResultSettingsSchema,
  memory: MemorySettingsSchema,
});
export type ProjectSettings = z.infer<typeof ProjectSettingsSchema>;

export const SettingsSchema = z.object({
  mailServer: MailServerSchema,
  projects: z.array(ProjectSettingsSchema),
});
export type Settings = z.infer<typeof SettingsSchema>;

/** The demo document's `settings`, seeded when a document from before the area is read back. */
export const SettingsCollection = SettingsSchema.default(settingsSeed);
