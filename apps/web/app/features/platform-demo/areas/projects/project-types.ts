/**
 * The four project types the demo offers, each with its one line from the
 * "Tests" column of content/docs/project-management/project-types.md. Salesforce
 * and MS Dynamics are left out: the plans' data (content/plans.ts) does not say
 * which licence includes them (docs/platform-demo.md#projects).
 */
import type { ProjectType } from "../../model";

export const projectTypeDescriptions: Record<ProjectType, string> = {
  web: "Web applications in desktop browsers.",
  mobile: "Native and hybrid apps, and mobile web.",
  "web-and-mobile": "A journey that crosses browser and app, for example order on the web, track in the app.",
  "web-service": "REST and SOAP APIs only.",
};

/** Mobile and Web & Mobile projects have Platforms: Android, iOS or both. */
export function hasPlatforms(type: ProjectType | ""): boolean {
  return type === "mobile" || type === "web-and-mobile";
}
