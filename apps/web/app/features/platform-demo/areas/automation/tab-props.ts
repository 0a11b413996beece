/** What every tab of the Test Development area gets (docs/platform-demo.md#automation). */
import type { Project } from "~/features/playground";
import type { AutomationAccess } from "./access";

export interface TabProps {
  project: Project;
  update: (change: (project: Project) => Project) => void;
  access: AutomationAccess;
  /** Says what happened, in the area's live region. */
  say: (message: string) => void;
}

/** The project with its automation changed. */
export const withAutomation = (
  project: Project,
  change: (a: Project["automation"]) => Project["automation"],
): Project => ({
  ...project,
  automation: change(project.automation),
});

export const smallButton = "btn btn-secondary px-3 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-50";
export const th = "px-3 py-2 text-left font-semibold text-slate-900";
export const td = "px-3 py-2 align-top text-slate-800";
