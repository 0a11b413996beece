/**
 * What the acting user may do in Test Execution (docs/platform-demo.md#execution): the Super Admin
 * everything; an Admin, who holds no project role in this demo, sees the project read-only; a project
 * role what its permissions switch on (custom-roles.md: Create suites, Edit suites, Run suites, Quick
 * Run, Abort runs). Debugging needs the Project Admin or Test Engineer role (debug-scripts.md).
 */
import { actingUser, roleOf, type Verdict } from "../../access";
import type { DemoData } from "../../model";
import { type PermissionId, permissionLabel } from "../../permissions";

export type ExecutionAction = Extract<
  PermissionId,
  "exec.create" | "exec.edit" | "exec.run" | "exec.quick-run" | "exec.abort"
>;

const allowed: Verdict = { allowed: true };

function withArticle(name: string): string {
  return `${/^[AEIOU]/i.test(name) ? "an" : "a"} ${name}`;
}

function adminReadOnly(name: string): Verdict {
  return { allowed: false, reason: `${name} is an Admin with no role in this project, so sees it read-only.` };
}

export function mayExecute(data: DemoData, action: ExecutionAction): Verdict {
  const user = actingUser(data);
  const role = roleOf(data, user);
  if (role?.id === "super-admin") return allowed;
  if (role?.id === "admin") return adminReadOnly(user.name);
  if (role?.permissions.includes(action)) return allowed;
  return {
    allowed: false,
    reason: `This needs ${permissionLabel(action)}; ${user.name} is ${withArticle(role?.name ?? "No role")}.`,
  };
}

const debuggers = ["project-admin", "test-engineer"];

export function mayDebug(data: DemoData): Verdict {
  const user = actingUser(data);
  const role = roleOf(data, user);
  if (role?.id === "super-admin") return allowed;
  if (role?.id === "admin") return adminReadOnly(user.name);
  if (role && (debuggers.includes(role.id) || debuggers.includes(role.basedOn ?? ""))) return allowed;
  return {
    allowed: false,
    reason: `Debugging needs the Project Admin or Test Engineer role; ${user.name} is ${withArticle(role?.name ?? "No role")}.`,
  };
}
