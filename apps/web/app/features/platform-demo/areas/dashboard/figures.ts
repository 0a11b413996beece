/**
 * What the Dashboard's widgets count (content/docs/dashboard/dashboard-widgets.md), from the stored
 * runs and defects. The demo keeps no list of scripts apart from the runs, so a project's scripts
 * are those its suite runs ever ran.
 */
import type { DemoData } from "../../model";
import type { Run } from "../../runs/runs-model";
import { isOpen } from "../defects/model";

function suiteRuns(data: DemoData, projectId: string): Run[] {
  return data.runs
    .filter((run) => run.source === "Suite run" && run.projectId === projectId)
    .sort((a, b) => a.startedAt.localeCompare(b.startedAt));
}

/** Project Status: always the current state, whatever the period (dashboard overview.md). */
export function projectStatus(data: DemoData, projectId: string) {
  const runs = suiteRuns(data, projectId);
  return {
    scripts: new Set(runs.flatMap((run) => run.scripts.map((script) => script.scriptId))).size,
    suites: new Set(runs.map((run) => run.suite?.id)).size,
    openDefects: data.defects.filter((defect) => defect.projectId === projectId && isOpen(defect.status)).length,
    latest: runs[runs.length - 1],
  };
}

/** Script Coverage: the share of the project's scripts that ran at least once in the period (any result). */
export function scriptCoverage(data: DemoData, projectId: string, inPeriod: readonly Run[]) {
  const all = new Set(suiteRuns(data, projectId).flatMap((run) => run.scripts.map((script) => script.scriptId)));
  const ran = new Set(inPeriod.flatMap((run) => run.scripts.map((script) => script.scriptId)));
  return { total: all.size, ran: ran.size, automated: all.size, manual: 0 };
}

/** Machine Utilization: each machine's busy time in the period as a share of the period's time. */
export function machineUtilization(inPeriod: readonly Run[], days: number) {
  const busy = new Map<string, number>();
  for (const run of inPeriod)
    busy.set(run.configuration.machine, (busy.get(run.configuration.machine) ?? 0) + run.durationMs);
  const periodMs = days * 86_400_000;
  return [...busy.entries()]
    .map(([machine, ms]) => ({ machine, busyMs: ms, share: (ms / periodMs) * 100 }))
    .sort((a, b) => b.busyMs - a.busyMs || a.machine.localeCompare(b.machine));
}

/** Recent Executions: the latest suite runs, newest first. */
export function recentExecutions(data: DemoData, projectId: string, rows = 5): Run[] {
  return suiteRuns(data, projectId).reverse().slice(0, rows);
}
