/**
 * Who may change the playground project's automation in the demo
 * (docs/platform-demo.md#automation): Test Development › Create and Edit as
 * for test cases (test-cases/access.ts), and global variables for the Super
 * Admin and Admins only, "because every project reads them" (variables.md).
 */
import { actingUser, roleOf, type Verdict } from "../../access";
import type { DemoData } from "../../model";
import { mayInProject } from "../test-cases/access";

export interface AutomationAccess {
  edit: Verdict;
  global: Verdict;
}

export function automationAccess(data: DemoData): AutomationAccess {
  const user = actingUser(data);
  const role = roleOf(data, user);
  const licenseRole = role?.id === "super-admin" || role?.id === "admin";
  return {
    edit: mayInProject(data, "dev.edit"),
    global: licenseRole
      ? { allowed: true }
      : {
          allowed: false,
          reason: `Only Super Admins and Admins change global variables; ${user.name} is ${role ? `a ${role.name}` : "without a role"}.`,
        },
  };
}
