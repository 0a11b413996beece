/**
 * Who may do what in Project Management (content/docs/project-management/overview.md,
 * "Who can manage projects"): the Super Admin and Admins create, edit, archive,
 * restore and delete any project; a project's Project Admin edits its name,
 * description and members; Test Engineers and Viewers manage none. An archived
 * project is read-only, and only an archived project can be deleted
 * (edit-and-archive-projects.md). Each refusal says why (docs/platform-demo.md#acting-as-a-user).
 */
import { actingUser, roleOf, type Verdict } from "../../access";
import type { DemoData, DemoProject } from "../../model";

const allowed: Verdict = { allowed: true };

function withArticle(name: string): string {
  return `${/^[AEIOU]/i.test(name) ? "an" : "a"} ${name}`;
}

function holdsLicenseRole(data: DemoData): boolean {
  return roleOf(data, actingUser(data))?.kind === "license";
}

function refuse(data: DemoData, needs: string): Verdict {
  const user = actingUser(data);
  const role = roleOf(data, user)?.name ?? "No role";
  return { allowed: false, reason: `${needs}; ${user.name} is ${withArticle(role)}.` };
}

export function mayCreateProject(data: DemoData): Verdict {
  return holdsLicenseRole(data)
    ? allowed
    : refuse(data, "Creating projects needs the Super Admin or Admin license role");
}

/** Whether the acting user is the project's Project Admin. */
export function isProjectAdminOf(data: DemoData, project: DemoProject): boolean {
  const user = actingUser(data);
  return project.members.some((member) => member.userId === user.id && member.roleId === "project-admin");
}

export function mayEditProject(data: DemoData, project: DemoProject): Verdict {
  if (project.status === "Archived") {
    return { allowed: false, reason: "An archived project is read-only: restore it to edit it." };
  }
  if (holdsLicenseRole(data) || isProjectAdminOf(data, project)) return allowed;
  const user = actingUser(data);
  if (roleOf(data, user)?.id === "project-admin") {
    return { allowed: false, reason: `${user.name} is not this project's Project Admin.` };
  }
  return refuse(data, "Editing a project needs the Super Admin or Admin license role, or its Project Admin");
}

export function mayArchiveProject(data: DemoData): Verdict {
  return holdsLicenseRole(data)
    ? allowed
    : refuse(data, "Archiving and restoring projects needs the Super Admin or Admin license role");
}

export function mayDeleteProject(data: DemoData, project: DemoProject): Verdict {
  if (!holdsLicenseRole(data)) return refuse(data, "Deleting projects needs the Super Admin or Admin license role");
  if (project.status !== "Archived") {
    return { allowed: false, reason: "Only an archived project can be deleted: archive it first." };
  }
  return allowed;
}

/**
 * The projects the acting user sees in Project Management: every one for the
 * Super Admin and Admins, only those they are a member of for anyone else
 * (project-members.md: "A user sees a project only when they are a member of it").
 */
export function visibleProjects(data: DemoData): DemoProject[] {
  if (holdsLicenseRole(data)) return data.projects;
  const user = actingUser(data);
  return data.projects.filter((project) => project.members.some((member) => member.userId === user.id));
}
