import { describe, expect, it } from "vitest";
import { DemoDataSchema } from "../../model";
import { demoSeed } from "../../state/seed";
import { suiteFormSchema } from "./model";
import { mayUseSuite } from "./suite-access";

const data = demoSeed();
const as = (userId: string) => ({ ...data, actingUserId: userId });
const regression = data.executionSuites.find((suite) => suite.name === "Gearbox Regression");
if (!regression) throw new Error("The seed has Gearbox Regression");

describe("a suite's Access", () => {
  it("lets only the Selected members run and edit it, and says why not", () => {
    expect(regression.access).toBe("Selected members");
    expect(mayUseSuite(as("u-3"), regression, "exec.run")).toEqual({ allowed: true });
    expect(mayUseSuite(as("u-5"), regression, "exec.run")).toEqual({ allowed: true });
    const denied = {
      allowed: false,
      reason:
        "Only the Selected members on the Access tab may edit and run Gearbox Regression; Tom Becker is not one of them.",
    };
    expect(mayUseSuite(as("u-4"), regression, "exec.run")).toEqual(denied);
    expect(mayUseSuite(as("u-4"), regression, "exec.edit")).toEqual(denied);
  });

  it("always lets the Super Admin and Project Admins, and everyone when the suite is for everyone", () => {
    expect(mayUseSuite(as("u-1"), regression, "exec.run")).toEqual({ allowed: true });
    const open = { ...regression, access: "Everyone in the project" as const };
    expect(mayUseSuite(as("u-4"), open, "exec.run")).toEqual({ allowed: true });
    const withoutAisha = { ...regression, memberIds: ["u-5"] };
    expect(mayUseSuite(as("u-3"), withoutAisha, "exec.run")).toEqual({ allowed: true });
  });

  it("puts the role first: a Viewer never runs a suite, even a selected one", () => {
    const withViewer = { ...regression, memberIds: ["u-6"] };
    expect(mayUseSuite(as("u-6"), withViewer, "exec.run")).toEqual({
      allowed: false,
      reason: "This needs Test Execution › Run suites; Daniel Silva is a Viewer.",
    });
  });

  it("keeps a suite stored before Access open to everyone, and asks for a member when selected", () => {
    const { access: _a, memberIds: _m, labels: _l, labelMatch: _lm, ...before } = regression;
    const parsed = DemoDataSchema.parse({ ...data, executionSuites: [before] }).executionSuites[0];
    expect(parsed).toMatchObject({ access: "Everyone in the project", memberIds: [], labels: [] });
    const schema = suiteFormSchema([], ["test-sign-in"], ["u-3"]);
    const fields = {
      name: "Release",
      scriptIds: ["test-sign-in"],
      mode: "Sequential",
      sessions: "2",
      windowSize: "desktop",
      environment: "staging",
      rerunAttempts: 0,
      stopOnFirstFailure: false,
      labels: [],
      labelMatch: "Any label",
      access: "Selected members",
    };
    const issues = (memberIds: string[]) =>
      schema.safeParse({ ...fields, memberIds }).error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(issues([])).toEqual([["memberIds", "Tick at least one member"]]);
    expect(issues(["u-9"])).toEqual([["memberIds", "Untick the members who are no longer users"]]);
    expect(issues(["u-3"])).toBeUndefined();
  });
});
