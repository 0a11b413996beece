import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { connectionChecks } from "./connection-check";
import { fieldInSentence, type IntegrationValues, integrationSchema } from "./schema";
import { createMemoryIntegrationStore } from "./store";
import { allFields, docsSuites, findTool, type Tool, tools } from "./tools";

/** A tool's form filled with the docs' examples (the first option of a select). */
function docsExample(tool: Tool): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of allFields(tool)) {
    if (field.kind === "events") values[field.name] = [field.options?.[0]];
    else if (field.kind === "switch") values[field.name] = false;
    else if (field.kind === "suites") values[field.name] = "Smoke";
    else if (field.kind === "suite") values[field.name] = "SUI1001";
    else if (field.kind === "select") values[field.name] = field.defaultValue ?? field.options?.[0];
    else if (field.kind === "slack-webhook") values[field.name] = "https://hooks.slack.com/services/T000/B000/XXXXXXXX";
    else if (field.kind === "secret") values[field.name] = "a-key-from-the-tool";
    else values[field.name] = field.example ?? field.defaultValue ?? "";
  }
  return values;
}

function errors(tool: Tool, values: Record<string, unknown>) {
  const result = integrationSchema(tool, docsSuites).safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe("integration forms (docs/platform-integrations.md#validation)", () => {
  for (const tool of tools) {
    it(`${tool.name}: accepts the docs' examples`, () => {
      expect(errors(tool, docsExample(tool))).toEqual({});
    });
  }

  it("reads a label inside a sentence, keeping names and acronyms", () => {
    expect(fieldInSentence("Project key")).toBe("project key");
    expect(fieldInSentence("Jira site URL")).toBe("Jira site URL");
    expect(fieldInSentence("API token")).toBe("API token");
  });

  it("rejects what the tools would reject, each with its own message", () => {
    const jira = findTool("jira") as Tool;
    expect(
      errors(jira, {
        ...docsExample(jira),
        siteUrl: "http://jira.northwind.example",
        projectKey: "1NWS",
        accountEmail: "mei",
      }),
    ).toEqual({
      siteUrl:
        "Enter the Jira site URL as a full address that starts with https://, like https://jira.northwind.example.",
      projectKey: "Enter a project key of 2 to 10 capital letters or digits that starts with a letter, like NWS.",
      accountEmail:
        "Enter an email address like mei.lin@northwind.example, or leave it empty for a personal access token.",
    });
    const github = findTool("github") as Tool;
    expect(
      errors(github, {
        ...docsExample(github),
        tokenName: "GitHub token",
        branch: "../main",
        runConfiguration: "$(rm -rf)",
      }),
    ).toEqual({
      tokenName: "Use 3 to 40 lower-case letters, digits and hyphens, like github-shop-web.",
      branch: "Enter a branch name of letters, digits and . _ / - only, like main.",
      runConfiguration:
        "Enter a run configuration name of letters, digits, spaces and · - _ . ( ) only, like Staging · Chrome: quotes, $ and backslashes would break the snippet.",
    });
    const lab = findTool("cloud-test-lab") as Tool;
    expect(errors(lab, { ...docsExample(lab), monthlyBudget: "3,000", whenUsedUp: "" })).toEqual({
      monthlyBudget: "Enter a whole number from 1 to 1000000.",
      whenUsedUp: "Choose an option for When the budget is used up.",
    });
  });
});

describe("Test Connection (docs/platform-integrations.md#test-connection)", () => {
  it("names a personal access token when Account email is empty, and never a secret", () => {
    const jira = findTool("jira") as Tool;
    const values = { ...docsExample(jira), accountEmail: "", apiToken: "s3cret" } as IntegrationValues;
    const checks = connectionChecks(jira, values).join("\n");
    expect(checks).toContain(
      "GET https://jira.northwind.example/rest/api/2/myself with the API token as a personal access token",
    );
    expect(checks).not.toContain("s3cret");
  });

  it("says which suite a CI token may start, and that Jenkins is not called", () => {
    const jenkins = findTool("jenkins") as Tool;
    expect(connectionChecks(jenkins, docsExample(jenkins) as IntegrationValues)).toEqual([
      "would check that the token jenkins-northwind-deploy is valid and may start the suite Smoke (SUI1001) as Mei Lin: the right POST https://app.ignitest.example/api/v1/suites/SUI1001/runs needs, without starting it",
      "would not call Jenkins: Jenkins calls Ignitest, with the token stored as the credential ignitest-token",
    ]);
  });
});

describe("the in-memory store", () => {
  it("keeps one entry a tool, hands out copies, and forgets on remove", async () => {
    const store = createMemoryIntegrationStore([], () => new Date("2026-11-27T02:00:00Z"));
    const values = { channel: "#qa", events: ["Defect logged"] };
    await store.save("slack", values);
    values.events.push("changed after saving");
    await store.save("slack", { channel: "#northwind-qa", events: ["Defect logged"] });
    expect(await store.list()).toEqual([
      {
        toolId: "slack",
        values: { channel: "#northwind-qa", events: ["Defect logged"] },
        savedAt: "2026-11-27T02:00:00.000Z",
      },
    ]);
    await store.remove("slack");
    expect(await store.list()).toEqual([]);
  });
});

describe("the tools' facts agree with their docs pages (content/docs/configuration)", () => {
  it("gives every tool each setting its page's settings table names, by the same label", () => {
    for (const tool of tools) {
      const page = readFileSync(
        new URL(`../../../../../content/docs${tool.docsPath.replace("/docs", "")}.md`, import.meta.url),
        "utf8",
      );
      const table = /^\| Setting \| What it does \| Example \|\n\|[-|]+\|\n((?:\|.*\|\n)+)/m.exec(page)?.[1] ?? "";
      const settings = [...table.matchAll(/^\| \*\*(.+?)\*\* \|/gm)].map((match) => match[1]);
      expect(settings.length, tool.id).toBeGreaterThan(0);
      expect(
        tool.fields.map((field) => field.label),
        tool.id,
      ).toEqual(expect.arrayContaining(settings));
    }
  });
});
