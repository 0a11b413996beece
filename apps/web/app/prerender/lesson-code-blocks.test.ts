// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { codeProblems, cssProblems, xpathProblems } from "./lesson-code-blocks";

/** The code checks of the lesson content check: a valid file passes, and each kind of broken one fails. */
const jenkinsfile = [
  "pipeline {",
  "  agent any",
  "  stages {",
  "    stage('Ignitest smoke') {",
  "      options { timeout(time: 60, unit: 'MINUTES') }",
  "      steps {",
  "        withCredentials([string(credentialsId: 'ignitest-token', variable: 'IGNITEST_TOKEN')]) {",
  "          sh '''",
  '            EXE=$(curl -sf -X POST "$IGNITEST_URL/api/v1/suites/SUI1001/runs" \\',
  '              -H "Authorization: Bearer $IGNITEST_TOKEN" | jq -r .executionId)',
  '            echo "Started $EXE"',
  "          '''",
  "        }",
  "      }",
  "    }",
  "  }",
  "}",
];

describe("Jenkinsfile check", () => {
  it("passes a whole declarative pipeline", () => {
    expect(codeProblems("jenkinsfile", jenkinsfile)).toEqual([]);
  });

  it("fails the stage the Jenkins lesson showed: shell lines in a stage without steps, and an excerpt", () => {
    const lessonBefore = [
      "stage('Ignitest smoke') {",
      "  options { timeout(time: 60, unit: 'MINUTES') }",
      "  withCredentials([string(credentialsId: 'ignitest-token', variable: 'T')]) {",
      '    EXE=$(curl -sf -X POST "$IGNITEST_URL/api/v1/suites/SUI1001/runs")',
      "  }",
      "}",
    ];
    expect(codeProblems("jenkinsfile", lessonBefore)).toEqual([
      "a declarative Jenkinsfile is one pipeline { … } block",
    ]);
    const inPipeline = ["pipeline {", "  agent any", "  stages {", ...lessonBefore, "  }", "}"];
    expect(codeProblems("jenkinsfile", inPipeline)).toEqual([
      'line 6: "withCredentials" is not a stage section',
      "line 4: a stage needs exactly one of steps, stages, parallel or matrix",
    ]);
    expect(
      codeProblems("jenkinsfile", [...jenkinsfile.slice(0, 10), "      ...", ...jenkinsfile.slice(10)])[0],
    ).toMatch(/^line 11 leaves code out/);
  });

  it("fails a missing brace, a missing agent, a shell line as a step and broken shell in sh", () => {
    expect(codeProblems("jenkinsfile", jenkinsfile.slice(0, -1))).toEqual(["a block is never closed: a } is missing"]);
    expect(
      codeProblems(
        "jenkinsfile",
        jenkinsfile.filter((line) => line !== "  agent any"),
      ),
    ).toEqual(["pipeline needs an agent: agent any, agent none, agent { … }"]);
    const bareShell = jenkinsfile.map((line) => (line.includes("echo") ? '            echo "x"' : line));
    expect(codeProblems("jenkinsfile", bareShell)).toEqual([]);
    const assignment = [...jenkinsfile.slice(0, 6), "        RESULT = 'Passed'", ...jenkinsfile.slice(6)];
    expect(codeProblems("jenkinsfile", assignment)[0]).toMatch(/^line 7: "RESULT = 'Passed'" is not a step/);
    const brokenShell = jenkinsfile.map((line) => line.replace("jq -r .executionId)", "jq -r .executionId"));
    expect(codeProblems("jenkinsfile", brokenShell)[0]).toMatch(/^line 8: sh step: shell: /);
  });
});

describe("YAML, JSON and shell checks", () => {
  const job = [
    "- job: IgnitestSmoke",
    "  steps:",
    "    - bash: |",
    '        echo "$IGNITEST_URL"',
    "      env:",
    "        IGNITEST_TOKEN: $(IGNITEST_TOKEN)",
  ];

  it("passes a pipeline job and fails bad indentation, a job without steps and broken shell in a step", () => {
    expect(codeProblems("yaml", job)).toEqual([]);
    expect(
      codeProblems(
        "yaml",
        job.map((line) => line.replace("      env:", "   env:")),
      )[0],
    ).toMatch(/^YAML: /);
    expect(codeProblems("yaml", ["- job: IgnitestSmoke", "  pool: default"])).toEqual(["YAML: job 1 has no steps"]);
    expect(
      codeProblems(
        "yaml",
        job.map((line) => line.replace('"$IGNITEST_URL"', '"$IGNITEST_URL')),
      )[0],
    ).toMatch(/^shell: /);
  });

  it("parses JSON bodies and shell scripts", () => {
    expect(codeProblems("json", ['{ "runConfiguration": "Staging · Chrome" }'])).toEqual([]);
    expect(codeProblems("json", ['{ "runConfiguration": "Staging · Chrome", }'])[0]).toMatch(/^JSON: /);
    expect(codeProblems("shell", ["if true; then echo ok; fi"])).toEqual([]);
    expect(codeProblems("shell", ["if true; then echo ok"])[0]).toMatch(/^shell: /);
  });
});

describe("locator checks", () => {
  it("parses XPath, dynamic value placeholders included, and fails a broken one", () => {
    expect(xpathProblems("//button[normalize-space()='Checkout']")).toEqual([]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: an Ignitest dynamic locator's placeholder, not a template
    expect(xpathProblems("//a[text()='${productName}']")).toEqual([]);
    expect(xpathProblems("//android.widget.Button[@text='Checkout']")).toEqual([]);
    expect(xpathProblems("//button[normalize-space()='Checkout'")).toHaveLength(1);
    expect(xpathProblems("//button[@text=='Checkout']")).toHaveLength(1);
  });

  it("parses CSS selectors and fails a broken one", () => {
    expect(cssProblems("form.cart button[type=submit]")).toEqual([]);
    expect(cssProblems("[data-testid='checkout']")).toEqual([]);
    expect(cssProblems("form..cart button")).toHaveLength(1);
    expect(cssProblems("button[type=]")).toHaveLength(1);
    expect(cssProblems("#1checkout")).toHaveLength(1);
  });
});
