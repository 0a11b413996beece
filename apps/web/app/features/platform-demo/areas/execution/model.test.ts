import { describe, expect, it } from "vitest";
import { DemoDataSchema } from "../../model";
import { demoSeed } from "../../state/seed";
import { mayDebug, mayExecute } from "./access";
import { nextId, quickRunSchema, suiteFormSchema } from "./model";
import { nextExecutionId } from "./use-execution";

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

const valid = {
  name: "Checkout Smoke",
  scriptIds: ["test-sign-in"],
  mode: "Parallel",
  sessions: "3",
  windowSize: "desktop",
  environment: "staging",
  rerunAttempts: "1",
  stopOnFirstFailure: false,
  labels: [],
  labelMatch: "Any label",
  access: "Everyone in the project",
  memberIds: [],
};

describe("the Execution area's data", () => {
  it("seeds two suites, and gives a document stored before the area none", () => {
    const seed = demoSeed();
    expect(seed.executionSuites.map((suite) => suite.name)).toEqual(["Gearbox Smoke", "Gearbox Regression"]);
    const { executionSuites: _, ...before } = seed;
    expect(DemoDataSchema.parse(before).executionSuites).toEqual([]);
  });

  it("numbers executions after every run of the demo, manual runs included", () => {
    expect(nextExecutionId(demoSeed())).toBe("EXE2053");
    expect(nextId("SUI", ["SUI1003", "SUI1202", "EXE2041"], 1001)).toBe("SUI1203");
  });

  it("checks a suite: each message on its field", () => {
    const schema = suiteFormSchema(["Gearbox Smoke"], ["test-sign-in", "test-search"]);
    expect(schema.parse(valid)).toMatchObject({ sessions: 3, rerunAttempts: 1 });
    expect(
      messages(schema.safeParse({ ...valid, name: " gearbox smoke ", scriptIds: [], sessions: "4", mode: undefined })),
    ).toEqual({
      name: "A suite with this name already exists in the project",
      scriptIds: "Add at least one script, or a label",
      mode: "Select an execution mode",
      sessions: "The demo runs at most 3 at once",
    });
    expect(messages(schema.safeParse({ ...valid, name: "", scriptIds: ["gone"] }))).toEqual({
      name: "Enter a suite name",
      scriptIds: "Remove the scripts that are no longer in the project",
    });
    expect(
      messages(quickRunSchema(["test-sign-in"]).safeParse({ windowSize: "desktop", environment: "staging" })),
    ).toEqual({
      scriptId: "Select a script",
    });
  });

  it("lets the roles do what their permissions say, and says why not", () => {
    const data = demoSeed();
    const as = (userId: string) => ({ ...data, actingUserId: userId });
    expect(mayExecute(as("u-1"), "exec.run")).toEqual({ allowed: true });
    expect(mayExecute(as("u-4"), "exec.create")).toEqual({ allowed: true });
    expect(mayExecute(as("u-6"), "exec.run")).toEqual({
      allowed: false,
      reason: "This needs Test Execution › Run suites; Daniel Silva is a Viewer.",
    });
    expect(mayExecute(as("u-2"), "exec.quick-run")).toMatchObject({ allowed: false });
    expect(mayDebug(as("u-4"))).toEqual({ allowed: true });
    expect(mayDebug(as("u-6"))).toEqual({
      allowed: false,
      reason: "Debugging needs the Project Admin or Test Engineer role; Daniel Silva is a Viewer.",
    });
  });
});
