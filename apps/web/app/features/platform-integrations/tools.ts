/**
 * The facts of every integration the Platform's demo mode configures: names,
 * fields and docs links, as content/docs/configuration/<tool>-integration.md
 * names them (docs/platform-integrations.md). The labels and hints are the
 * docs' "Setting" and "What it does" columns; change them there and here together.
 * The CI tools' entries are in ci-tools.ts and the cloud providers' in cloud-tools.ts;
 * `tools` is the one list.
 */
import { ciTools } from "./ci-tools";
import { cloudTools } from "./cloud-tools";

/** How a field is entered and checked (schema.ts). */
export type FieldKind =
  | "https-url"
  | "slack-webhook"
  | "email"
  | "secret"
  | "project-key"
  | "token-name"
  | "text"
  | "channel"
  | "select"
  | "suites"
  | "suite"
  | "events"
  | "whole-number"
  | "switch"
  | "run-configuration"
  | "branch"
  | "job-name";

export type FieldSpec = {
  name: string;
  label: string;
  kind: FieldKind;
  hint?: string;
  optional?: boolean;
  /** The field inside a sentence, when its label does not read as one ("Enter the member the runs use"). */
  noun?: string;
  /** The docs' example, shown in messages ("like NWS"). */
  example?: string;
  defaultValue?: string;
  options?: readonly string[];
  min?: number;
  max?: number;
};

export type CiSnippet = {
  /** The CI tool's own name for what runs the snippet. */
  product: string;
  /** The file the snippet goes in. */
  file: string;
  language: "groovy" | "yaml";
};

export type Check = { text: string; when?: string; unless?: string };

export type ToolId =
  | "slack"
  | "jira"
  | "jenkins"
  | "github"
  | "gitlab"
  | "bitbucket"
  | "azure-devops"
  | "cloud-browser-provider"
  | "device-farm"
  | "cloud-test-lab";

export type Tool = {
  id: ToolId;
  name: string;
  category: "CI/CD" | "Defect tracking" | "Chat" | "Cloud machines";
  /** What the integration does, in one sentence from its docs page. */
  summary: string;
  docsPath: string;
  /** The button the docs name for checking the settings. */
  testLabel: string;
  /**
   * What "Test connection" would check, {field} filled from the form
   * (connection-check.ts); a check with `when` only when that field is filled
   * or on, with `unless` only when it is not.
   */
  checks: readonly Check[];
  fields: readonly FieldSpec[];
  /** CI tools: the pipeline snippet and the fields it is built from. */
  ci?: CiSnippet & { fields: readonly FieldSpec[] };
};

export const tools: readonly Tool[] = [
  {
    id: "slack",
    name: "Slack",
    category: "Chat",
    summary: "Posts suite results and new defects to Slack channels through incoming webhooks.",
    docsPath: "/docs/configuration/slack-integration",
    testLabel: "Send Test Message",
    checks: [
      { text: "would send a test message to {webhookUrl}, which Slack posts in the channel you named {channel}" },
    ],
    fields: [
      {
        name: "channel",
        label: "Channel name",
        kind: "channel",
        hint: "A label so you know where this webhook posts; Slack decides the channel.",
        example: "#northwind-qa",
      },
      {
        name: "webhookUrl",
        label: "Webhook URL",
        kind: "slack-webhook",
        hint: "The address from Slack; stored encrypted and shown masked.",
      },
      {
        name: "events",
        label: "Events",
        kind: "events",
        options: ["Suite run finished", "Suite run failed", "Scheduled run did not start", "Defect logged"],
      },
      { name: "suites", label: "Suites", kind: "suites", hint: "All suites or the suite you select." },
      {
        name: "mention",
        label: "Mention on failure",
        kind: "text",
        optional: true,
        hint: "Text added to failure messages, for example a Slack user group.",
        example: "@qa-oncall",
      },
    ],
  },
  {
    id: "jira",
    name: "Jira",
    category: "Defect tracking",
    summary: "Creates Ignitest defects as Jira issues and keeps their statuses in sync.",
    docsPath: "/docs/configuration/jira-integration",
    testLabel: "Test Connection",
    checks: [
      {
        when: "accountEmail",
        text: "would sign in with GET {siteUrl}/rest/api/3/myself as {accountEmail} with the API token (Jira Cloud)",
      },
      {
        unless: "accountEmail",
        text: "would sign in with GET {siteUrl}/rest/api/2/myself with the API token as a personal access token (Jira Data Center)",
      },
      {
        text: "would check that it can create issues of type {issueType} in the project {projectKey}, and load the project's priorities and statuses",
      },
    ],
    fields: [
      {
        name: "siteUrl",
        label: "Jira site URL",
        kind: "https-url",
        hint: "The address of your Jira site.",
        example: "https://jira.northwind.example",
      },
      {
        name: "accountEmail",
        label: "Account email",
        kind: "email",
        optional: true,
        hint: "The Jira account the integration acts as; leave it empty for a personal access token.",
        example: "mei.lin@northwind.example",
      },
      {
        name: "apiToken",
        label: "API token",
        kind: "secret",
        hint: "The token of that account; stored encrypted and shown masked.",
      },
      {
        name: "projectKey",
        label: "Project key",
        kind: "project-key",
        hint: "The Jira project new issues are created in.",
        example: "NWS",
      },
      {
        name: "issueType",
        label: "Issue type",
        kind: "text",
        hint: "The issue type of new issues.",
        example: "Bug",
        defaultValue: "Bug",
      },
      {
        name: "syncStatuses",
        label: "Sync statuses",
        kind: "select",
        options: ["Off", "Ignitest to Jira", "Both ways"],
        defaultValue: "Ignitest to Jira",
      },
    ],
  },
  ...ciTools,
  ...cloudTools,
];

export function findTool(id: string): Tool | undefined {
  return tools.find((tool) => tool.id === id);
}

/** Every field of a tool: its settings, then the ones its pipeline snippet is built from. */
export function allFields(tool: Tool): readonly FieldSpec[] {
  return [...tool.fields, ...(tool.ci?.fields ?? [])];
}

/** The suites of the demo project, as the docs name them (Test Execution › Suites); the shell may pass its own. */
export type Suite = { id: string; name: string };
export const docsSuites: readonly Suite[] = [
  { id: "SUI1001", name: "Smoke" },
  { id: "SUI1003", name: "Nightly Regression" },
];
