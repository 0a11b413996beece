/**
 * Who may edit and run one suite (create-suites.md, Decide who may run it; suite-access.yaml): first
 * the role (access.ts: Edit suites, Run suites), then the suite's Access. With Selected members,
 * only the ticked users may; the Super Admin and Project Admins always may ("Project Admins can
 * always open every suite"). Members left out still see the suite and its results.
 */
import { actingUser, roleOf, type Verdict } from "../../access";
import type { DemoData } from "../../model";
import { mayExecute } from "./access";
import type { ExecutionSuite } from "./model";

const alwaysMay = ["super-admin", "project-admin"];

export function mayUseSuite(
  data: DemoData,
  suite: Pick<ExecutionSuite, "name" | "access" | "memberIds">,
  action: "exec.run" | "exec.edit",
): Verdict {
  const verdict = mayExecute(data, action);
  if (!verdict.allowed || suite.access === "Everyone in the project") return verdict;
  const user = actingUser(data);
  const role = roleOf(data, user);
  if (role && (alwaysMay.includes(role.id) || alwaysMay.includes(role.basedOn ?? ""))) return verdict;
  if (suite.memberIds.includes(user.id)) return verdict;
  return {
    allowed: false,
    reason: `Only the Selected members on the Access tab may edit and run ${suite.name}; ${user.name} is not one of them.`,
  };
}
