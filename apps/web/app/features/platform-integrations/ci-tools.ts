/**
 * The CI integrations (Jenkins, GitHub, GitLab, Bitbucket, Azure DevOps) as their
 * docs pages name them (docs/platform-integrations.md): the token settings they
 * share and the fields their pipeline snippets are built from.
 */
import type { Check, FieldSpec, Tool } from "./tools";

const EXPIRES = ["30 days", "90 days", "365 days"] as const;

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

export const ciTools: readonly Tool[] = [
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
];
