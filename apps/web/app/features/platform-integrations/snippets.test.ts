import { describe, expect, it } from "vitest";
import { pipelineSnippet } from "./snippets";
import { CI_TOOLS, docsSnippets } from "./test/docs-snippets";
import { bashProblems, snippetProblems, snippetShellScripts } from "./test/pipeline-checks";
import { docsSuites } from "./tools";

/** The example values the docs' snippets are written with. */
const docsValues = {
  ignitestUrl: "https://app.ignitest.example",
  suiteId: "SUI1001",
  runConfiguration: "Staging · Chrome",
  branch: "main",
};
const docsDeploymentJobs: Partial<Record<string, string>> = {
  gitlab: "deploy-staging",
  "azure-devops": "DeployStaging",
};

const otherValues = {
  ignitestUrl: "https://ignitest.northwind.internal",
  suiteId: "SUI1003",
  runConfiguration: "Weekend cross-browser (EU) · v2",
  branch: "release/2.1",
  deploymentJob: "",
};

describe("pipeline snippets (docs/platform-integrations.md#snippets)", () => {
  for (const toolId of CI_TOOLS) {
    describe(toolId, () => {
      it("is the docs page's snippet when built from the docs' example values", () => {
        const built = pipelineSnippet(toolId, { ...docsValues, deploymentJob: docsDeploymentJobs[toolId] ?? "" });
        expect(docsSnippets(toolId)).toEqual([built]);
      });

      it("is valid for its tool, with the docs' values and with others", () => {
        for (const values of [{ ...docsValues, deploymentJob: docsDeploymentJobs[toolId] ?? "" }, otherValues]) {
          const snippet = pipelineSnippet(toolId, values) ?? "";
          expect(snippetProblems(toolId, snippet)).toEqual([]);
        }
      });

      it("puts the saved values where the tool reads them, and runs shell that parses", () => {
        const snippet = pipelineSnippet(toolId, otherValues) ?? "";
        expect(snippet).toContain(`${otherValues.ignitestUrl}`);
        expect(snippet).toContain(`/api/v1/suites/${otherValues.suiteId}/runs`);
        expect(snippet).toContain(otherValues.runConfiguration);
        expect(snippet).not.toContain("<<");
        const scripts = snippetShellScripts(toolId, snippet);
        expect(scripts.length).toBeGreaterThan(0);
        for (const script of scripts) expect(bashProblems(script)).toEqual([]);
      });
    });
  }

  it("names the suite the snippet runs, and leaves the deployment job out when there is none", () => {
    const azure = pipelineSnippet("azure-devops", otherValues, docsSuites) ?? "";
    expect(azure).toContain("displayName: Run the Nightly Regression suite in Ignitest");
    expect(azure).not.toContain("dependsOn");
    expect(pipelineSnippet("gitlab", otherValues)).not.toContain("needs:");
    expect(pipelineSnippet("github", otherValues)).toContain("branches: [release/2.1]");
  });

  it("has no snippet for a tool that is not CI", () => {
    expect(pipelineSnippet("jira", docsValues)).toBeUndefined();
  });
});

describe("the docs' own snippets (content/docs/configuration/<tool>-integration.md)", () => {
  for (const toolId of CI_TOOLS) {
    it(`${toolId}: one snippet, valid for its tool, whose shell parses`, () => {
      const snippets = docsSnippets(toolId);
      expect(snippets).toHaveLength(1);
      for (const snippet of snippets) {
        expect(snippetProblems(toolId, snippet)).toEqual([]);
        for (const script of snippetShellScripts(toolId, snippet)) expect(bashProblems(script)).toEqual([]);
      }
    });
  }
});

describe("the snippet checks", () => {
  it("reject what each tool would reject", () => {
    expect(snippetProblems("github", "name: x\njobs:\n  a:\n    steps: []\n")).toEqual([
      "a workflow needs on",
      "jobs.a needs runs-on",
      "jobs.a needs steps",
    ]);
    expect(snippetProblems("gitlab", "smoke:\n  stage: test\n")).toEqual(["smoke needs a script of commands"]);
    expect(snippetProblems("azure-devops", "- job: A\n  steps: []\n")).toEqual(["azure-pipelines.yml is a mapping"]);
    expect(snippetProblems("bitbucket", "image: alpine\n")).toEqual(["bitbucket-pipelines.yml needs pipelines"]);
    expect(snippetProblems("github", "on: push\njobs: [\n")).not.toEqual([]);
  });

  it("reject a Jenkinsfile that is not declarative (lib/jenkinsfile-check.ts)", () => {
    expect(snippetProblems("jenkins", "node { sh 'make' }")).toEqual([
      "a declarative Jenkinsfile is one pipeline { … } block",
    ]);
    expect(snippetProblems("jenkins", "pipeline { agent any\n stages { stage('A') { steps { sh 'x' } }\n")).not.toEqual(
      [],
    );
    expect(snippetProblems("jenkins", "pipeline { stages { stage('A') { steps { sh 'x' } } } }")).toContain(
      "pipeline needs an agent: agent any, agent none, agent { … }",
    );
    expect(
      snippetProblems("jenkins", "pipeline { agent any\n stages { stage('A') { steps { sh '''x } } } }"),
    ).not.toEqual([]);
    expect(
      snippetProblems("jenkins", "pipeline { agent any\n stages { stage('A') { steps { sh 'if then' } } } }"),
    ).not.toEqual([]);
    expect(
      snippetProblems(
        "jenkins",
        "// a comment {\npipeline { agent { label 'linux' }\n stages { stage('A') { steps { sh \"echo }\" } } } }",
      ),
    ).toEqual([]);
  });
});
