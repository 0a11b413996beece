// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${…} is the placeholder syntax under test
import { describe, expect, it } from "vitest";
import { type Project, sampleProject } from "~/features/playground";
import { elementFormSchema, variableFormSchema } from "./forms";
import { defaultSettings, dependencyCircle, scriptSettingsSchema } from "./script-rules";

const withDependency = (project: Project, id: string, dependsOn: string[]): Project => ({
  ...project,
  tests: project.tests.map((test) =>
    test.id === id && test.type === "web"
      ? { ...test, automation: { ...(test.automation ?? defaultSettings()), dependsOn } }
      : test,
  ),
});

describe("a script's settings", () => {
  it("refuses a circle of dependencies on Depends on, in the docs' words", () => {
    const project = withDependency(sampleProject(), "test-search", ["test-sign-in"]);
    expect(dependencyCircle(project, "test-sign-in", ["test-search"])).toEqual([
      "test-sign-in",
      "test-search",
      "test-sign-in",
    ]);
    const parsed = scriptSettingsSchema(project, "test-sign-in").safeParse({
      labels: "smoke",
      onIterationFailure: "Continue with next row",
      runPostCondition: "Always",
      dependsOn: ["test-search"],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ["dependsOn"],
      message:
        "Circular dependency: Sign in with the demo account → Search finds the products of a category → Sign in with the demo account",
    });
  });

  it("reads labels, local variables, the data provider and a condition", () => {
    const parsed = scriptSettingsSchema(sampleProject(), "test-search").parse({
      labels: "smoke, search, smoke",
      variables: "product = Vista 27-inch 4K Monitor\n\n",
      dataSetId: "ds-categories",
      onIterationFailure: "Stop script",
      runPostCondition: "Only if passed",
      preCondition: "stepGroup:sg-sign-in",
      postCondition: "",
      dependsOn: [],
    });
    expect(parsed).toEqual({
      labels: ["smoke", "search"],
      variables: [{ name: "product", value: "Vista 27-inch 4K Monitor", masked: false }],
      dataSetId: "ds-categories",
      onIterationFailure: "Stop script",
      dependsOn: [],
      preCondition: { kind: "stepGroup", id: "sg-sign-in" },
      postCondition: undefined,
      runPostCondition: "Only if passed",
    });
  });
});

describe("the forms' messages", () => {
  it("ties a bad or taken variable name to its field", () => {
    const schema = variableFormSchema((scope) => (scope === "project" ? ["shopEmail"] : []));
    expect(schema.safeParse({ scope: "project", name: "2x", value: "" }).error?.issues[0]).toMatchObject({
      path: ["name"],
      message: "Start with a letter; use letters, digits and underscores",
    });
    expect(schema.safeParse({ scope: "project", name: "shopEmail", value: "" }).error?.issues[0]).toMatchObject({
      path: ["name"],
      message: "A project variable named shopEmail already exists",
    });
    expect(schema.parse({ scope: "global", name: "shopEmail", value: "x", masked: "on" }).masked).toBe(true);
  });

  it("checks a dynamic locator's placeholders and a reference's container", () => {
    const schema = elementFormSchema([]);
    const base = { name: "Product link", app: "shop", kind: "xpath", anchor: "", container: "" };
    expect(schema.safeParse({ ...base, value: "//a[text()='${product name}']" }).error?.issues[0]?.path).toEqual([
      "value",
    ]);
    expect(schema.safeParse({ ...base, value: "//a[text()='${data.term}']" }).success).toBe(true);
    expect(
      schema.safeParse({ ...base, value: "//button", anchor: "el-1", container: "" }).error?.issues[0],
    ).toMatchObject({
      path: ["container"],
    });
  });
});
