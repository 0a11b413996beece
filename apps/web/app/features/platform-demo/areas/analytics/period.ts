/**
 * The period the Dashboard and Analytics count over (docs/platform-demo.md#dashboard-and-analytics):
 * Last 7 days or Last 30 days, in UTC days (the demo projects' time zone), ending on the day of the
 * latest run or of the seed's fixed date, whichever is later. No clock is read, so the seeded
 * numbers are the same every time, and a run added in the demo moves the period with it.
 */
import type { DemoData } from "../../model";
import type { Run } from "../../runs/runs-model";
import { runsSeedDate } from "../../runs/runs-seed";

export const periods = [
  { days: 7, label: "Last 7 days" },
  { days: 30, label: "Last 30 days" },
] as const;
export type PeriodDays = (typeof periods)[number]["days"];

export type Scope = { days: PeriodDays; projectId: string };

const dayMs = 86_400_000;

/** "2026-11-26": a run's day in UTC. */
export function dayOf(iso: string): string {
  return iso.slice(0, 10);
}

/** The period's days, oldest first. */
export function periodDays(runs: readonly Run[], days: number): string[] {
  const latest = runs.reduce((max, run) => Math.max(max, Date.parse(run.startedAt)), runsSeedDate);
  const end = Math.floor(latest / dayMs) * dayMs;
  return Array.from({ length: days }, (_, position) =>
    new Date(end - (days - 1 - position) * dayMs).toISOString().slice(0, 10),
  );
}

/**
 * The suite runs of the project in the period (Quick Runs are left out everywhere: analytics
 * overview.md, dashboard overview.md), oldest first.
 */
export function runsInScope(data: DemoData, scope: Scope): Run[] {
  const days = new Set(periodDays(data.runs, scope.days));
  return data.runs
    .filter((run) => run.source === "Suite run" && run.projectId === scope.projectId && days.has(dayOf(run.startedAt)))
    .sort((a, b) => a.startedAt.localeCompare(b.startedAt));
}

/** "Nov 26": a day as the charts label it. */
export function shortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
}

/** "73%", or an em dash when nothing counted. */
export function percent(value: number | null): string {
  return value === null ? "—" : `${Math.round(value)}%`;
}
