import { describe, expect, it } from "vitest";
import { DemoDataSchema } from "../../model";
import { demoSeed } from "../../state/seed";
import { mayInProject } from "./access";

describe("who may do what with test cases", () => {
  it("lets the Super Admin do everything and a Test Engineer build and run, not a Viewer", () => {
    const seed = demoSeed();
    expect(mayInProject(seed, "dev.delete").allowed).toBe(true);
    expect(mayInProject({ ...seed, actingUserId: "u-4" }, "exec.run").allowed).toBe(true);
    expect(mayInProject({ ...seed, actingUserId: "u-6" }, "dev.create")).toEqual({
      allowed: false,
      reason: "This needs Test Development › Create scripts and modules; Daniel Silva is a Viewer.",
    });
  });

  it("shows an Admin without a project role the project read-only", () => {
    const admin = { ...demoSeed(), actingUserId: "u-2" };
    expect(mayInProject(admin, "dev.view").allowed).toBe(true);
    expect(mayInProject(admin, "exec.run")).toEqual({
      allowed: false,
      reason: "Lucas Moreau is an Admin with no role in this project, so sees it read-only.",
    });
  });
});

describe("a demo document stored before the Test cases area", () => {
  it("parses, and gets the seed's test cases", () => {
    const { testManagement: _, ...before } = demoSeed();
    const parsed = DemoDataSchema.parse(before);
    expect(parsed.testManagement.cases.length).toBeGreaterThan(0);
  });
});
