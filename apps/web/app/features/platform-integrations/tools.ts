/**
 * The facts of every integration the Platform's demo mode configures: names,
 * fields and docs links, as content/docs/configuration/<tool>-integration.md
 * names them (docs/platform-integrations.md). The labels and hints are the
 * docs' "Setting" and "What it does" columns; change them there and here together.
 */

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

const EXPIRES = ["30 days", "90 days", "365 days"] as const;
const REGIONS = ["EU", "US", "Asia Pacific"] as const;

const repositoryUrl = (example: string): FieldSpec => ({
  name: "repositoryUrl",
  label: "Repository URL",
  kind: "https-url",
  hint: "Lets Ignitest link the commit of each run to the repository.",
  example,
});

/** The token settings every CI integration shares (Jenkins has no repository). */
const tokenFields = (tokenExample: string): FieldSpec[] => [
  { name: "tokenName", label: "Token name", kind: "token-name", hint: "Tells tokens apart.", example: tokenExample },
  {
    name: "runAs",
    label: "Run as",
    noun: "member the runs use",
    kind: "text",
    hint: "The member whose suite access the runs use.",
    example: "Mei Lin",
  },
  { name: "suites", label: "Suites", kind: "suites", hint: "All suites, or only the suite the token may start." },
  { name: "expires", label: "Expires", kind: "select", options: EXPIRES, defaultValue: "90 days" },
];

const ignitestUrl: FieldSpec = {
  name: "ignitestUrl",
  label: "Ignitest address",
  kind: "https-url",
  hint: "https://app.ignitest.example for the cloud version, or your own server's address on premises.",
  example: "https://app.ignitest.example",
  defaultValue: "https://app.ignitest.example",
};
const suiteToRun: FieldSpec = { name: "suiteId", label: "Suite to run", kind: "suite" };
const runConfiguration: FieldSpec = {
  name: "runConfiguration",
  label: "Run configuration",
  kind: "run-configuration",
  hint: "The run configuration whose machines run the suite.",
  example: "Staging · Chrome",
};
const branch: FieldSpec = {
  name: "branch",
  label: "Branch",
  kind: "branch",
  hint: "The pipeline runs the suite on pushes to this branch.",
  example: "main",
  defaultValue: "main",
};
const deploymentJob = (example: string): FieldSpec => ({
  name: "deploymentJob",
  label: "Deployment job",
  kind: "job-name",
  optional: true,
  hint: "The job that deploys to your test environment; the suite starts after it.",
  example,
});

const tokenCheck: Check = {
  text: "would check that the token {tokenName} is valid and may start {suiteName} as {runAs}: the right POST {ignitestUrl}/api/v1/suites/{suiteId}/runs needs, without starting it",
};
const repositoryCheck: Check = {
  text: "would check that {repositoryUrl} is a repository Ignitest can link the commit of each run to",
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
  {
    id: "jenkins",
    name: "Jenkins",
    category: "CI/CD",
    summary: "Starts Ignitest suites from a Jenkins pipeline and passes or fails the build on the result.",
    docsPath: "/docs/configuration/jenkins-integration",
    testLabel: "Test Connection",
    checks: [
      tokenCheck,
      {
        text: "would not call Jenkins: Jenkins calls Ignitest, with the token stored as the credential ignitest-token",
      },
    ],
    fields: tokenFields("jenkins-northwind-deploy"),
    ci: {
      product: "Jenkins pipeline",
      file: "Jenkinsfile",
      language: "groovy",
      fields: [ignitestUrl, suiteToRun, runConfiguration],
    },
  },
  {
    id: "github",
    name: "GitHub",
    category: "CI/CD",
    summary: "Runs an Ignitest suite from a GitHub Actions workflow and fails the job on failures.",
    docsPath: "/docs/configuration/github-integration",
    testLabel: "Test Connection",
    checks: [repositoryCheck, tokenCheck],
    fields: [repositoryUrl("https://github.com/northwind/shop-web"), ...tokenFields("github-shop-web")],
    ci: {
      product: "GitHub Actions",
      file: ".github/workflows/ignitest-smoke.yml",
      language: "yaml",
      fields: [ignitestUrl, suiteToRun, runConfiguration, branch],
    },
  },
  {
    id: "gitlab",
    name: "GitLab",
    category: "CI/CD",
    summary: "Starts an Ignitest suite from a GitLab CI/CD job and fails the pipeline when the suite fails.",
    docsPath: "/docs/configuration/gitlab-integration",
    testLabel: "Test Connection",
    checks: [repositoryCheck, tokenCheck],
    fields: [repositoryUrl("https://gitlab.northwind.example/shop/shop-web"), ...tokenFields("gitlab-shop-web")],
    ci: {
      product: "GitLab CI/CD",
      file: ".gitlab-ci.yml",
      language: "yaml",
      fields: [ignitestUrl, suiteToRun, runConfiguration, deploymentJob("deploy-staging")],
    },
  },
  {
    id: "bitbucket",
    name: "Bitbucket",
    category: "CI/CD",
    summary: "Runs an Ignitest suite from Bitbucket Pipelines and fails the pipeline on failures.",
    docsPath: "/docs/configuration/bitbucket-integration",
    testLabel: "Test Connection",
    checks: [repositoryCheck, tokenCheck],
    fields: [repositoryUrl("https://bitbucket.org/northwind/shop-web"), ...tokenFields("bitbucket-shop-web")],
    ci: {
      product: "Bitbucket Pipelines",
      file: "bitbucket-pipelines.yml",
      language: "yaml",
      fields: [ignitestUrl, suiteToRun, runConfiguration, branch],
    },
  },
  {
    id: "azure-devops",
    name: "Azure DevOps",
    category: "CI/CD",
    summary: "Starts an Ignitest suite from an Azure Pipelines YAML pipeline and fails the run on failures.",
    docsPath: "/docs/configuration/azure-devops-integration",
    testLabel: "Test Connection",
    checks: [repositoryCheck, tokenCheck],
    fields: [repositoryUrl("https://dev.azure.com/northwind/shop/_git/shop-web"), ...tokenFields("azure-shop-release")],
    ci: {
      product: "Azure Pipelines",
      file: "azure-pipelines.yml",
      language: "yaml",
      fields: [ignitestUrl, suiteToRun, runConfiguration, deploymentJob("DeployStaging")],
    },
  },
  {
    id: "cloud-browser-provider",
    name: "Cloud browser provider",
    category: "Cloud machines",
    summary: "Runs suites on hosted Chrome, Firefox, Edge and Safari, including sites inside your network.",
    docsPath: "/docs/configuration/cloud-browser-provider-integration",
    testLabel: "Test Connection",
    checks: [
      {
        text: "would sign in to the provider's {region} data center as {username} with the access key and list the browsers and operating systems your plan offers",
      },
      { when: "useTunnel", text: "would check that the tunnel {tunnelName} is running" },
    ],
    fields: [
      {
        name: "username",
        label: "Username",
        kind: "text",
        hint: "Your provider account's user name.",
        example: "northwind-qa",
      },
      {
        name: "accessKey",
        label: "Access key",
        kind: "secret",
        hint: "The provider's key for automated sessions; stored encrypted.",
      },
      {
        name: "region",
        label: "Region",
        kind: "select",
        options: REGIONS,
        hint: "The provider data center closest to your test environment.",
      },
      {
        name: "maxSessions",
        label: "Max sessions",
        kind: "whole-number",
        min: 1,
        max: 50,
        example: "4",
        hint: "The most sessions Ignitest opens at once; keep it at or below your provider plan.",
      },
      {
        name: "useTunnel",
        label: "Use tunnel",
        kind: "switch",
        hint: "Routes traffic through the provider's tunnel to reach internal sites.",
      },
      {
        name: "tunnelName",
        label: "Tunnel name",
        kind: "text",
        optional: true,
        hint: "The name of your running tunnel, when you use one.",
        example: "northwind-staging",
      },
    ],
  },
  {
    id: "device-farm",
    name: "Cloud device farm",
    category: "Cloud machines",
    summary: "Runs mobile scripts on real Android and iOS devices in the cloud.",
    docsPath: "/docs/configuration/device-farm-integration",
    testLabel: "Test Connection",
    checks: [
      {
        text: "would sign in to the device farm's {region} data center as {username} with the access key and list the device models and OS versions available to your account",
      },
    ],
    fields: [
      {
        name: "username",
        label: "Username",
        kind: "text",
        hint: "Your device farm account.",
        example: "northwind-mobile",
      },
      {
        name: "accessKey",
        label: "Access key",
        kind: "secret",
        hint: "The key for automated sessions; stored encrypted.",
      },
      {
        name: "region",
        label: "Region",
        kind: "select",
        options: REGIONS,
        hint: "The device farm's data center; closer means faster steps.",
      },
      {
        name: "maxDevices",
        label: "Max devices",
        kind: "whole-number",
        min: 1,
        max: 50,
        example: "3",
        hint: "The most devices Ignitest uses at once; keep it within your plan.",
      },
      {
        name: "deviceWait",
        label: "Device wait",
        kind: "whole-number",
        min: 1,
        max: 120,
        example: "10",
        hint: "How long a run waits for a busy device before the script is Skipped, in minutes.",
      },
    ],
  },
  {
    id: "cloud-test-lab",
    name: "Cloud test lab",
    category: "Cloud machines",
    summary: "Adds a pay-per-minute lab of browsers and devices, with a monthly minute budget.",
    docsPath: "/docs/configuration/cloud-test-lab-integration",
    testLabel: "Test Connection",
    checks: [
      {
        text: "would sign in to the lab's {region} data center with the API key and list the browsers and devices the lab offers",
      },
    ],
    fields: [
      {
        name: "apiKey",
        label: "API key",
        kind: "secret",
        hint: "The lab's key for automated sessions; stored encrypted.",
      },
      {
        name: "region",
        label: "Region",
        kind: "select",
        options: REGIONS,
        hint: "The lab's data center closest to your test environment.",
      },
      {
        name: "maxSessions",
        label: "Max sessions",
        kind: "whole-number",
        min: 1,
        max: 50,
        example: "4",
        hint: "The most browser sessions and devices Ignitest opens at once.",
      },
      {
        name: "monthlyBudget",
        label: "Monthly minute budget",
        kind: "whole-number",
        min: 1,
        max: 1_000_000,
        example: "3000",
        hint: "The lab minutes this project may use per calendar month.",
      },
      {
        name: "warnAt",
        label: "Warn at",
        kind: "select",
        options: ["50%", "80%", "90%"],
        defaultValue: "80%",
        hint: "Notifies Project Admins when this share of the budget is used.",
      },
      {
        name: "whenUsedUp",
        label: "When the budget is used up",
        kind: "select",
        options: ["Queue runs until next month", "Stop runs", "Continue and notify"],
      },
      {
        name: "idleTimeout",
        label: "Idle timeout",
        kind: "whole-number",
        min: 1,
        max: 60,
        example: "3",
        hint: "Closes a session that has had no step for this long, in minutes.",
      },
    ],
  },
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
