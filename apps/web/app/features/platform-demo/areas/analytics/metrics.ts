/**
 * What the Dashboard and Analytics count (content/docs/analytics, content/docs/dashboard;
 * docs/platform-demo.md#dashboard-and-analytics), computed from the stored runs and defects so
 * that a run or a defect added elsewhere in the demo changes them.
 */
import type { DemoData } from "../../model";
import type { Run, RunStatus, ScriptRun, StepRun } from "../../runs/runs-model";
import { type Defect, isOpen, type Severity, severities } from "../defects/model";
import { dayOf, periodDays } from "./period";

/** Results that count towards a pass rate: Passed, Failed or Warning (script-metrics.md, suite-metrics.md). */
const counted: ReadonlySet<RunStatus> = new Set(["Passed", "Failed", "Warning"]);

function passRate(statuses: readonly RunStatus[]): number | null {
  const results = statuses.filter((status) => counted.has(status));
  if (results.length === 0) return null;
  return (results.filter((status) => status === "Passed").length / results.length) * 100;
}

export type DayPoint = { day: string; executions: number; passRate: number | null };

/** Pass rate and executions, one point a day (execution-trends.md, Group by Day; pass rate of scripts). */
export function passRateByDay(data: DemoData, runs: readonly Run[], days: number): DayPoint[] {
  return periodDays(data.runs, days).map((day) => {
    const onDay = runs.filter((run) => dayOf(run.startedAt) === day);
    return {
      day,
      executions: onDay.length,
      passRate: passRate(onDay.flatMap((run) => run.scripts.map((script) => script.status))),
    };
  });
}

/** The failure cause analytics overview.md's table would set from the step's error, or from a defect logged from it. */
export function failureCause(run: Run, script: ScriptRun, step: StepRun, defects: readonly Defect[]): string {
  const logged = defects.some(
    (defect) =>
      defect.step?.runId === run.id && defect.step.scriptId === script.scriptId && defect.step.stepIndex === step.index,
  );
  if (logged) return "Application defect";
  const error = step.error ?? "";
  if (/within \d+ seconds|timed out/i.test(error)) return "Timeout";
  if (/not found|not visible|disabled/i.test(error)) return "Element not found";
  if (/status code/i.test(error)) return "Web service error";
  return "Checkpoint failed";
}

export type ScriptRow = {
  scriptId: string;
  name: string;
  runs: number;
  passRate: number | null;
  failures: number;
  /** The most frequent failure cause, if it failed. */
  cause?: string;
  averageMs: number;
  /** Share of runs whose status differed from the run before (script-metrics.md, "Flakiness"). */
  flakiness: number;
  stability: "Stable" | "Flaky";
  last: { status: RunStatus; runId: string };
};

function mostFrequent(values: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
}

/**
 * Script Metrics' table. Flaky: in the period the script both passed and failed on the same run
 * configuration, and its result changed more than once. The demo keeps no script edits, so the
 * second condition stands in for "not edited between those runs": one change from passing to
 * failing is a regression (SCR1012's coupon), not flakiness (SCR1018's wait).
 */
export function scriptMetrics(runs: readonly Run[], defects: readonly Defect[]): ScriptRow[] {
  const byScript = new Map<string, { run: Run; script: ScriptRun }[]>();
  for (const run of runs) {
    for (const script of run.scripts)
      byScript.set(script.scriptId, [...(byScript.get(script.scriptId) ?? []), { run, script }]);
  }
  return [...byScript.entries()]
    .map(([scriptId, results]) => {
      const statuses = results.map(({ script }) => script.status);
      const causes = results.flatMap(({ run, script }) =>
        script.steps.filter((step) => step.status === "Failed").map((step) => failureCause(run, script, step, defects)),
      );
      const changes = statuses.filter((status, position) => position > 0 && status !== statuses[position - 1]).length;
      const configurations = new Map<string, Set<RunStatus>>();
      for (const { run, script } of results) {
        const key = `${run.configuration.browser}|${run.configuration.machine}|${run.configuration.environment}`;
        configurations.set(key, (configurations.get(key) ?? new Set()).add(script.status));
      }
      const both = [...configurations.values()].some((seen) => seen.has("Passed") && seen.has("Failed"));
      const last = results[results.length - 1] as { run: Run; script: ScriptRun };
      return {
        scriptId,
        name: last.script.name,
        runs: results.length,
        passRate: passRate(statuses),
        failures: statuses.filter((status) => status === "Failed").length,
        cause: mostFrequent(causes),
        averageMs: Math.round(results.reduce((sum, { script }) => sum + script.durationMs, 0) / results.length),
        flakiness: results.length > 1 ? (changes / (results.length - 1)) * 100 : 0,
        stability: both && changes > 1 ? ("Flaky" as const) : ("Stable" as const),
        last: { status: last.script.status, runId: last.run.id },
      };
    })
    .sort(
      (a, b) =>
        b.failures - a.failures || (a.passRate ?? 100) - (b.passRate ?? 100) || a.scriptId.localeCompare(b.scriptId),
    );
}

export type StepRow = { key: string; scriptId: string; index: number; text: string; runs: number; averageMs: number };

/** The slowest steps: the steps that ran (Passed or Failed), by their mean duration in the period, slowest first. */
export function slowestSteps(runs: readonly Run[], limit = 5): StepRow[] {
  const bySteps = new Map<string, StepRow & { totalMs: number }>();
  for (const run of runs) {
    for (const script of run.scripts) {
      for (const step of script.steps) {
        if (step.status !== "Passed" && step.status !== "Failed") continue;
        const key = `${script.scriptId} step ${step.index}`;
        const row = bySteps.get(key) ?? {
          key,
          scriptId: script.scriptId,
          index: step.index,
          text: step.text,
          runs: 0,
          averageMs: 0,
          totalMs: 0,
        };
        row.runs += 1;
        row.totalMs += step.durationMs;
        bySteps.set(key, row);
      }
    }
  }
  return [...bySteps.values()]
    .map(({ totalMs, ...row }) => ({ ...row, averageMs: Math.round(totalMs / row.runs) }))
    .sort((a, b) => b.averageMs - a.averageMs || a.key.localeCompare(b.key))
    .slice(0, limit);
}

export type SuiteRow = {
  suite: string;
  runs: number;
  passRate: number | null;
  fullyPassed: number;
  averageMs: number;
  last: { status: RunStatus; runId: string };
};

/** Suite Metrics' table (suite-metrics.md). */
export function suiteMetrics(runs: readonly Run[]): SuiteRow[] {
  const bySuite = new Map<string, Run[]>();
  for (const run of runs) {
    const name = run.suite?.name ?? "Quick Run";
    bySuite.set(name, [...(bySuite.get(name) ?? []), run]);
  }
  return [...bySuite.entries()].map(([suite, suiteRuns]) => {
    const last = suiteRuns[suiteRuns.length - 1] as Run;
    return {
      suite,
      runs: suiteRuns.length,
      passRate: passRate(suiteRuns.flatMap((run) => run.scripts.map((script) => script.status))),
      fullyPassed: suiteRuns.filter((run) => run.scripts.every((script) => script.status === "Passed")).length,
      averageMs: Math.round(suiteRuns.reduce((sum, run) => sum + run.durationMs, 0) / suiteRuns.length),
      last: { status: last.status, runId: last.id },
    };
  });
}

/** Open defects of a project by severity (Defects by Severity; Defect Metrics' Open by severity). */
export function openBySeverity(defects: readonly Defect[], projectId: string): Record<Severity, number> {
  const counts = Object.fromEntries(severities.map((severity) => [severity, 0])) as Record<Severity, number>;
  for (const defect of defects) {
    if (defect.projectId === projectId && isOpen(defect.status)) counts[defect.severity] += 1;
  }
  return counts;
}

/** Scripts, passed, failed and warning counts of one run (Suite Results' stacked bar). */
export function runCounts(run: Run) {
  const count = (status: RunStatus) => run.scripts.filter((script) => script.status === status).length;
  return { passed: count("Passed"), failed: count("Failed"), warning: count("Warning") };
}
