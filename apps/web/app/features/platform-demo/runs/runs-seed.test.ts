import { describe, expect, it } from "vitest";
import { RunSchema } from "./runs-model";
import { demoRuns, runsSeedDate } from "./runs-seed";

const day = 24 * 60 * 60 * 1000;

describe("the demo company's runs", () => {
  it("are about twenty runs over the two weeks before the seed date, across the four projects, in ID order", () => {
    const runs = demoRuns().map((run) => RunSchema.parse(run));
    expect(runs).toHaveLength(20);
    expect(new Set(runs.map((run) => run.projectId))).toEqual(new Set(["p-web", "p-mobile", "p-tracking", "p-api"]));
    const times = runs.map((run) => Date.parse(run.startedAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const time of times) {
      expect(time).toBeLessThanOrEqual(runsSeedDate);
      expect(time).toBeGreaterThan(runsSeedDate - 14 * day);
    }
    expect(runs.map((run) => run.id)).toEqual(runs.map((_, index) => `EXE${2022 + index}`));
  });

  it("are the same every time (no clock is read)", () => {
    expect(demoRuns()).toEqual(demoRuns());
  });

  it("fail some runs, each failure with its message and the steps after it not executed", () => {
    const runs = demoRuns();
    const failed = runs.filter((run) => run.status === "Failed");
    expect(failed.length).toBeGreaterThanOrEqual(5);
    expect(failed.length).toBeLessThan(runs.length);
    for (const script of runs.flatMap((run) => run.scripts)) {
      const at = script.steps.findIndex((step) => step.status === "Failed");
      if (at < 0) continue;
      expect(script.status).toBe("Failed");
      expect(script.steps[at]?.error).toBeTruthy();
      for (const later of script.steps.slice(at + 1)) expect(later.status).toBe("Not Executed");
    }
  });

  it("have one flaky script: SCR1018 fails in some runs and passes in others", () => {
    const results = demoRuns()
      .flatMap((run) => run.scripts)
      .filter((script) => script.scriptId === "SCR1018")
      .map((script) => script.status);
    expect(results).toContain("Failed");
    expect(results).toContain("Passed");
  });

  it("skip a script whose dependency failed", () => {
    const run = demoRuns().find((candidate) => candidate.id === "EXE2030");
    expect(run?.scripts.map((script) => [script.scriptId, script.status])).toEqual([
      ["SCR4001", "Failed"],
      ["SCR4003", "Skipped"],
    ]);
  });
});
