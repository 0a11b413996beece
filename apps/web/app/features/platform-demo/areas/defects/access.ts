/**
 * Who may log defects and change their status (content/docs/defects/overview.md, "Who can do what";
 * defect-lifecycle.md, "Who may change what"): the Project Admin and the Test Engineer, or a custom
 * role holding the permission; the Super Admin can do everything; a Viewer reads and comments only
 * (every project role may comment).
 */
import { actingUser, roleOf, type Verdict } from "../../access";
import type { DemoData } from "../../model";

const needs = {
  "defects.comment": "Commenting on defects",
  "defects.log": "Logging defects",
  "defects.status": "Changing a defect's status",
} as const;

export function mayDefects(data: DemoData, permission: keyof typeof needs): Verdict {
  const user = actingUser(data);
  const role = roleOf(data, user);
  if (role?.id === "super-admin" || role?.permissions.includes(permission)) return { allowed: true };
  const name = role?.name ?? "No role";
  const article = /^[AEIOU]/i.test(name) ? "an" : "a";
  const roles = permission === "defects.comment" ? "a project role" : "the Project Admin or Test Engineer role";
  return {
    allowed: false,
    reason: `${needs[permission]} needs ${roles}; ${user.name} is ${article} ${name}.`,
  };
}
