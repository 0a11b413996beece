/**
 * The pipeline snippet of each CI integration, built from its saved fields.
 * Each one is its docs page's snippet (content/docs/configuration/<tool>-integration.md)
 * with the visitor's values in place of the examples: snippets.test.ts builds
 * them from the docs' example values and compares them with the pages
 * (docs/platform-integrations.md#snippets). `@{{` stands for GitHub's `${{`.
 */
import type { IntegrationValues } from "./schema";
import { docsSuites, type Suite, type ToolId } from "./tools";

/** The shell's poll loop, the same on every CI tool (the docs' five pages agree on it). */
const POLL = String.raw`echo "Ignitest execution $EXE"
while true; do
  sleep 30
  RUN=$(curl -sf "$IGNITEST_URL/api/v1/executions/$EXE" -H "Authorization: Bearer $IGNITEST_TOKEN")
  STATUS=$(echo "$RUN" | jq -r .status)
  if [ "$STATUS" = Completed ] || [ "$STATUS" = Aborted ]; then break; fi
done
echo "$RUN" | jq -r '"Result: \(.result) · passed \(.passed) · failed \(.failed)"'
[ "$(echo "$RUN" | jq -r .result)" = Passed ]`;

/** The start request with its body built by jq, as GitHub, GitLab and Azure DevOps send it. */
const START = String.raw`BODY=$(jq -n --arg url "<<buildUrl>>" --arg sha "<<sha>>" \
  '{runConfiguration: "<<runConfiguration>>", buildUrl: $url, commit: $sha}')
EXE=$(curl -sf -X POST "$IGNITEST_URL/api/v1/suites/<<suiteId>>/runs" \
  -H "Authorization: Bearer $IGNITEST_TOKEN" \
  -H "Content-Type: application/json" -d "$BODY" | jq -r .executionId)`;

const JENKINS = String.raw`pipeline {
  agent any
  environment {
    IGNITEST_URL = '<<ignitestUrl>>'
  }
  stages {
    stage('Ignitest smoke') {
      options { timeout(time: 60, unit: 'MINUTES') }
      steps {
        withCredentials([string(credentialsId: 'ignitest-token', variable: 'IGNITEST_TOKEN')]) {
          sh '''
            EXE=$(curl -sf -X POST "$IGNITEST_URL/api/v1/suites/<<suiteId>>/runs" \
              -H "Authorization: Bearer $IGNITEST_TOKEN" \
              -H "Content-Type: application/json" \
              -d "{\\"runConfiguration\\": \\"<<runConfiguration>>\\", \\"buildUrl\\": \\"$BUILD_URL\\"}" \
              | jq -r .executionId)
            echo "Started Ignitest execution $EXE"
            while true; do
              sleep 30
              RUN=$(curl -sf "$IGNITEST_URL/api/v1/executions/$EXE" -H "Authorization: Bearer $IGNITEST_TOKEN")
              STATUS=$(echo "$RUN" | jq -r .status)
              if [ "$STATUS" = Completed ] || [ "$STATUS" = Aborted ]; then break; fi
            done
            echo "$RUN" | jq -r '"Result: \\(.result) · passed \\(.passed) · failed \\(.failed)"'
            [ "$(echo "$RUN" | jq -r .result)" = Passed ]
          '''
        }
      }
    }
  }
}`;

const GITHUB = `name: Ignitest smoke
on:
  push:
    branches: [<<branch>>]
jobs:
  smoke:
    runs-on: ubuntu-latest
    timeout-minutes: 60
    env:
      IGNITEST_URL: <<ignitestUrl>>
      IGNITEST_TOKEN: @{{ secrets.IGNITEST_TOKEN }}
      BUILD_URL: @{{ github.server_url }}/@{{ github.repository }}/actions/runs/@{{ github.run_id }}
    steps:
      - name: Run the <<suiteName>> suite in Ignitest
        run: |
<<script>>`;

const GITLAB = `ignitest-smoke:
  stage: test
  image: alpine:3.20
  timeout: 1h
<<needs>>  rules:
    - if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH
  variables:
    IGNITEST_URL: <<ignitestUrl>>
  before_script:
    - apk add --no-cache curl jq
  script:
    - |
<<script>>`;

const AZURE = `jobs:
  - job: IgnitestSmoke
<<dependsOn>>    timeoutInMinutes: 60
    pool:
      vmImage: ubuntu-latest
    steps:
      - bash: |
<<script>>
        displayName: Run the <<suiteName>> suite in Ignitest
        env:
          IGNITEST_URL: <<ignitestUrl>>
          IGNITEST_TOKEN: $(IGNITEST_TOKEN)
          BUILD_URL: $(System.CollectionUri)$(System.TeamProject)/_build/results?buildId=$(Build.BuildId)`;

const BITBUCKET = String.raw`pipelines:
  branches:
    <<branch>>:
      - step:
          name: Ignitest smoke
          image: alpine:3.20
          max-time: 60
          script:
            - apk add --no-cache curl jq
            - export IGNITEST_URL=<<ignitestUrl>>
            - >-
              BODY=$(jq -n --arg sha "$BITBUCKET_COMMIT"
              '{runConfiguration: "<<runConfiguration>>", commit: $sha}')
            - >-
              EXE=$(curl -sf -X POST "$IGNITEST_URL/api/v1/suites/<<suiteId>>/runs"
              -H "Authorization: Bearer $IGNITEST_TOKEN"
              -H "Content-Type: application/json" -d "$BODY" | jq -r .executionId)
            - echo "Ignitest execution $EXE"
            - >-
              while true; do sleep 30;
              RUN=$(curl -sf "$IGNITEST_URL/api/v1/executions/$EXE" -H "Authorization: Bearer $IGNITEST_TOKEN");
              STATUS=$(echo "$RUN" | jq -r .status);
              if [ "$STATUS" = Completed ] || [ "$STATUS" = Aborted ]; then break; fi;
              done;
              echo "$RUN" | jq -r '"Result: \(.result) · passed \(.passed) · failed \(.failed)"';
              [ "$(echo "$RUN" | jq -r .result)" = Passed ]`;

function indent(text: string, spaces: number): string {
  const pad = " ".repeat(spaces);
  return text
    .split("\n")
    .map((line) => pad + line)
    .join("\n");
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/<<(\w+)>>/g, (match, key: string) => values[key] ?? match).replaceAll("@{{", "${{");
}

function text(values: IntegrationValues, name: string): string {
  const value = values[name];
  return typeof value === "string" ? value : "";
}

/** The snippet of a CI tool from its saved values, or undefined for a tool that has none. */
export function pipelineSnippet(
  toolId: ToolId,
  values: IntegrationValues,
  suites: readonly Suite[] = docsSuites,
): string | undefined {
  const suiteId = text(values, "suiteId");
  const common = {
    ignitestUrl: text(values, "ignitestUrl"),
    suiteId,
    suiteName: suites.find((suite) => suite.id === suiteId)?.name ?? suiteId,
    runConfiguration: text(values, "runConfiguration"),
    branch: text(values, "branch"),
  };
  const script = (buildUrl: string, sha: string) => fill(`${START}\n${POLL}`, { ...common, buildUrl, sha });
  const deploymentJob = text(values, "deploymentJob");
  switch (toolId) {
    case "jenkins":
      return fill(JENKINS, common);
    case "github":
      return fill(GITHUB, { ...common, script: indent(script("$BUILD_URL", "$GITHUB_SHA"), 10) });
    case "gitlab":
      return fill(GITLAB, {
        ...common,
        needs: deploymentJob ? `  needs: [${deploymentJob}]\n` : "",
        script: indent(script("$CI_JOB_URL", "$CI_COMMIT_SHA"), 6),
      });
    case "azure-devops":
      return fill(AZURE, {
        ...common,
        dependsOn: deploymentJob ? `    dependsOn: ${deploymentJob}\n` : "",
        script: indent(script("$BUILD_URL", "$(Build.SourceVersion)"), 10),
      });
    case "bitbucket":
      return fill(BITBUCKET, common);
    default:
      return undefined;
  }
}
