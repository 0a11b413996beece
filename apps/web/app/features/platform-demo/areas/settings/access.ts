/**
 * Who may change the configuration (docs/platform-demo.md#configuration): the mail server and a
 * project's storage allocation are the license's, so Super Admin and Admin only
 * (email-configuration.md, memory-configuration.md); everything else in a project's Configuration
 * needs the Project Admin role (each tab's "Before you start"), in this demo the Configuration ›
 * Edit permission that role holds (custom-roles.md), or the Super Admin.
 */
import { actingUser, roleOf, type Verdict } from "../../access";
import type { DemoData } from "../../model";

const allowed: Verdict = { allowed: true };

function withArticle(name: string): string {
  return `${/^[AEIOU]/i.test(name) ? "an" : "a"} ${name}`;
}

export type SettingsScope = "license" | "project";

export function mayConfigure(data: DemoData, scope: SettingsScope): Verdict {
  const user = actingUser(data);
  const role = roleOf(data, user);
  const who = `${user.name} is ${withArticle(role?.name ?? "No role")}`;
  if (role?.id === "super-admin") return allowed;
  if (scope === "license") {
    if (role?.kind === "license") return allowed;
    return { allowed: false, reason: `Only the Super Admin or an Admin may change this for the license; ${who}.` };
  }
  if (role?.permissions.includes("config.edit")) return allowed;
  if (role?.id === "admin") {
    return {
      allowed: false,
      reason: `Changing a project's configuration needs the Project Admin role; ${who} with no role in this project.`,
    };
  }
  return { allowed: false, reason: `Changing a project's configuration needs the Project Admin role; ${who}.` };
}
