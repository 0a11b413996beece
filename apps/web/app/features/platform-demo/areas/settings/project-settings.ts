/**
 * A project's configuration as the rest of the demo reads it (docs/platform-demo.md#configuration):
 * its stored settings, or the docs' defaults for a project that has none yet; its time zone for
 * the run times every area writes, and its labels for the test cases.
 */
import type { DemoData } from "../../model";
import type { Label, ProjectSettings, Settings } from "./model";
import { projectDefaults } from "./seed";

export function projectSettings(data: Pick<DemoData, "settings" | "projects">, projectId: string): ProjectSettings {
  const stored = data.settings.projects.find((entry) => entry.projectId === projectId);
  if (stored) return stored;
  const name = data.projects.find((project) => project.id === projectId)?.name ?? "Project";
  return projectDefaults(projectId, name);
}

/** The zone and clock the demo writes a project's times in (time-zone.md). */
export type TimeSettings = { zone: string; hour12: boolean };

export function timeSettingsOf(data: Pick<DemoData, "settings" | "projects">, projectId: string): TimeSettings {
  const { zone, timeFormat } = projectSettings(data, projectId).timeZone;
  return { zone, hour12: timeFormat === "12-hour" };
}

/** The project's labels that may be attached to scripts (labels.md: Applies to). */
export function scriptLabels(data: Pick<DemoData, "settings" | "projects">, projectId: string): Label[] {
  return projectSettings(data, projectId).labels.filter((label) => label.appliesTo.includes("Scripts"));
}

/** The settings with one project's replaced (added when it had none stored). */
export function withProject(settings: Settings, next: ProjectSettings): Settings {
  const others = settings.projects.filter((entry) => entry.projectId !== next.projectId);
  return { ...settings, projects: [...others, next] };
}
