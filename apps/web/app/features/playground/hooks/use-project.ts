/** The playground's project, kept in the browser (docs/playground.md#state); the sample project when there is none. */
import { type Persistence, usePersistedDocument } from "~/lib/use-persisted-document";
import type { Project } from "../model";
import type { ProjectStore } from "../state/project-store";
import { sampleProject } from "../state/sample-project";

export type { Persistence };

export interface ProjectState {
  project: Project;
  persistence: Persistence;
  update: (change: (project: Project) => Project) => void;
  /** Replaces the project with the sample project. */
  reset: () => void;
  /** Replaces the whole project (a share link, an empty project). */
  replace: (project: Project) => void;
}

export function useProject(
  store: ProjectStore,
  onLoaded?: (project: Project) => Project | Promise<Project>,
): ProjectState {
  const { document, ...rest } = usePersistedDocument(store, sampleProject, onLoaded);
  return { project: document, ...rest };
}
