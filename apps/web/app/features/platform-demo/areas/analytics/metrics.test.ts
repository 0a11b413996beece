import { describe, expect, it } from "vitest";
import type { DemoData } from "../../model";
import { demoSeed } from "../../state/seed";
import { openBySeverity, passRateByDay, scriptMetrics, slowestSteps, suiteMetrics } from "./metrics";
import { periodDays, runsInScope } from "./period";

const web = (days: 7 | 30) => ({ projectId: "p-web", days });

describe("analytics over the seeded runs", () => {
  it("counts the period's days back from the seed's date, and only the project's suite runs", () => {
    const data = demoSeed();
    expect(periodDays(data.runs, 7)).toEqual([
      "2026-11-20",
      "2026-11-21",
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
    ]);
    expect(runsInScope(data, web(7)).map((run) => run.id)).toEqual([
      "EXE2032",
      "EXE2033",
      "EXE2036",
      "EXE2038",
      "EXE2039",
      "EXE2041",
    ]);
    expect(runsInScope(data, web(30))).toHaveLength(12);
    const quick: DemoData = {
      ...data,
      runs: data.runs.map((run) => (run.id === "EXE2041" ? { ...run, source: "Quick Run" as const } : run)),
    };
    expect(runsInScope(quick, web(7)).map((run) => run.id)).not.toContain("EXE2041");
  });

  it("gives the pass rate of scripts a day, and none for a day without runs", () => {
    const data = demoSeed();
    const points = passRateByDay(data, runsInScope(data, web(7)), 7);
    expect(points.map((point) => [point.day.slice(5), point.executions, point.passRate])).toEqual([
      ["11-20", 1, 80],
      ["11-21", 1, 80],
      ["11-22", 0, null],
      ["11-23", 1, 60],
      ["11-24", 1, 100],
      ["11-25", 1, 80],
      ["11-26", 1, 60],
    ]);
  });

  it("marks SCR1018 flaky and SCR1012's regression stable, with their failure causes", () => {
    const data = demoSeed();
    const rows = scriptMetrics(runsInScope(data, web(30)), data.defects);
    const row = (id: string) => rows.find((candidate) => candidate.scriptId === id);
    expect(rows.filter((candidate) => candidate.stability === "Flaky").map((candidate) => candidate.scriptId)).toEqual([
      "SCR1018",
    ]);
    expect(row("SCR1018")).toMatchObject({ runs: 10, passRate: 70, failures: 3, cause: "Timeout" });
    expect(row("SCR1012")).toMatchObject({ runs: 10, passRate: 50, failures: 5, stability: "Stable" });
    // A defect logged from EXE2041's SCR1050 step 3 makes its cause Application defect (analytics overview.md).
    expect(row("SCR1050")?.cause).toBe("Application defect");
  });

  it("ranks the slowest steps by their mean duration, and the suites' figures", () => {
    const data = demoSeed();
    const runs = runsInScope(data, web(7));
    expect(slowestSteps(runs)[0]).toMatchObject({ key: "SCR1018 step 3", runs: 5, averageMs: 3973 });
    expect(
      suiteMetrics(runs).map((suite) => [suite.suite, suite.runs, Math.round(suite.passRate ?? 0), suite.fullyPassed]),
    ).toEqual([
      ["Nightly Regression", 5, 72, 0],
      ["Smoke", 1, 100, 1],
    ]);
  });

  it("counts open defects by severity, so a closed one leaves the count", () => {
    const data = demoSeed();
    expect(openBySeverity(data.defects, "p-web")).toEqual({ Blocker: 1, Critical: 1, Major: 1, Minor: 1 });
    const closed = data.defects.map((defect) =>
      defect.projectId === "p-web" && defect.severity === "Blocker" && defect.status !== "Closed"
        ? { ...defect, status: "Closed" as const }
        : defect,
    );
    expect(openBySeverity(closed, "p-web").Blocker).toBe(0);
  });
});
