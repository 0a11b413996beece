/**
 * What the Projects area adds to each project of the demo data
 * (docs/platform-demo.md#projects; content/docs/project-management): its ID
 * number, description, platforms, members, status and creation date. Every
 * field has a default, so a project stored before the area existed still
 * parses. The main model spreads `projectFields` into DemoProjectSchema.
 * Nothing here imports the main model (it imports this file).
 */
import { z } from "zod";

/** An archived project is read-only and leaves the project selector (edit-and-archive-projects.md). */
export const ProjectStatusSchema = z.enum(["Active", "Archived"]);
export type ProjectStatus = z.infer<typeof ProjectStatusSchema>;

/** The Platforms of a Mobile or Web & Mobile project (project-types.md). */
export const PlatformSchema = z.enum(["android", "ios"]);
export type Platform = z.infer<typeof PlatformSchema>;
export const platformLabels: Record<Platform, string> = { android: "Android", ios: "iOS" };

/** A member holds one project role in the project (project-members.md). */
export const ProjectMemberSchema = z.object({ userId: z.string().min(1), roleId: z.string().min(1) });
export type ProjectMember = z.infer<typeof ProjectMemberSchema>;

export const projectFields = {
  /** The number of the project's ID, PRJ1004: it never changes, even on a rename (overview.md). */
  number: z.number().int().positive().optional(),
  description: z.string().max(200).default(""),
  platforms: z.array(PlatformSchema).default([]),
  members: z.array(ProjectMemberSchema).default([]),
  status: ProjectStatusSchema.default("Active"),
  /** The day it was created, as YYYY-MM-DD ("" for a project stored before the area existed). */
  createdAt: z.string().default(""),
};

/** "PRJ1004", or "" for a project without a number. */
export function projectCode(project: { number?: number | undefined }): string {
  return project.number ? `PRJ${project.number}` : "";
}

/** The next free ID number: PRJ1001 for the first project. */
export function nextProjectNumber(projects: readonly { number?: number | undefined }[]): number {
  return Math.max(1000, ...projects.map((project) => project.number ?? 0)) + 1;
}

/** The projects a project selector lists: archived ones leave it (edit-and-archive-projects.md). */
export function activeProjects<T extends { status: ProjectStatus }>(projects: readonly T[]): T[] {
  return projects.filter((project) => project.status === "Active");
}
