/**
 * What the user the visitor acts as may do, and why not when they may not
 * (docs/platform-demo.md#acting-as-a-user): every disabled action shows its reason.
 */
import type { DemoData, DemoUser, Role } from "./model";
import type { PermissionId } from "./permissions";

export type Verdict = { allowed: true } | { allowed: false; reason: string };

const allowed: Verdict = { allowed: true };

export function actingUser(data: DemoData): DemoUser {
  return data.users.find((user) => user.id === data.actingUserId) ?? (data.users[0] as DemoUser);
}

export function roleOf(data: DemoData, user: DemoUser): Role | undefined {
  return data.roles.find((role) => role.id === user.roleId);
}

export function roleName(data: DemoData, roleId: string): string {
  return data.roles.find((role) => role.id === roleId)?.name ?? "No role";
}

const needs: Record<"admin.users" | "admin.roles" | "admin.licence", string> = {
  "admin.users": "Managing users needs the Super Admin or Admin license role",
  "admin.roles": "Creating and editing roles needs the Super Admin or Admin license role",
  "admin.licence": "License renewal and billing are for the Super Admin only",
};

/** Whether the acting user holds an administration permission. */
export function may(data: DemoData, permission: keyof typeof needs): Verdict {
  const user = actingUser(data);
  const role = roleOf(data, user);
  if (role?.permissions.includes(permission as PermissionId)) return allowed;
  return { allowed: false, reason: `${needs[permission]}; ${user.name} is ${withArticle(role?.name ?? "No role")}.` };
}

function withArticle(name: string): string {
  return `${/^[AEIOU]/i.test(name) ? "an" : "a"} ${name}`;
}

/** Active and Invited users take a seat (invite-users.md). */
export function seatsUsed(data: DemoData): number {
  return data.users.filter((user) => user.status !== "Inactive").length;
}

/** Whether one more seat may be taken under the plan's user limit (null: no limit). */
export function seatFree(data: DemoData, limit: number | null): Verdict {
  if (limit === null || seatsUsed(data) < limit) return allowed;
  return { allowed: false, reason: `All ${limit} seats of the license are taken.` };
}

/** Deactivating a user: the Super Admin cannot be deactivated by anyone else, nor anyone by themselves. */
export function mayDeactivate(data: DemoData, target: DemoUser): Verdict {
  const verdict = may(data, "admin.users");
  if (!verdict.allowed) return verdict;
  if (target.roleId === "super-admin") return { allowed: false, reason: "The Super Admin cannot be deactivated." };
  if (target.id === actingUser(data).id) return { allowed: false, reason: "You cannot deactivate yourself." };
  return allowed;
}
