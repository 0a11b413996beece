/**
 * What the acting user may do in a project's test cases and manual suites
 * (docs/platform-demo.md#acting-as-a-user; content/docs/user-management/roles-and-permissions.md):
 * the Super Admin everything; an Admin, who holds no project role in this demo, sees projects
 * read-only; a project role what its permissions switch on (custom-roles.md's table).
 */
import { actingUser, roleOf, type Verdict } from "../../access";
import type { DemoData } from "../../model";
import { type PermissionId, permissionLabel } from "../../permissions";

export type ProjectAction = Extract<
  PermissionId,
  "dev.view" | "dev.create" | "dev.edit" | "dev.delete" | "exec.view" | "exec.create" | "exec.run" | "analytics.view"
>;

const allowed: Verdict = { allowed: true };

function withArticle(name: string): string {
  return `${/^[AEIOU]/i.test(name) ? "an" : "a"} ${name}`;
}

export function mayInProject(data: DemoData, action: ProjectAction): Verdict {
  const user = actingUser(data);
  const role = roleOf(data, user);
  if (role?.id === "super-admin") return allowed;
  if (role?.id === "admin") {
    if (action.endsWith(".view")) return allowed;
    return {
      allowed: false,
      reason: `${user.name} is an Admin with no role in this project, so sees it read-only.`,
    };
  }
  if (role?.permissions.includes(action)) return allowed;
  return {
    allowed: false,
    reason: `This needs ${permissionLabel(action)}; ${user.name} is ${withArticle(role?.name ?? "No role")}.`,
  };
}
