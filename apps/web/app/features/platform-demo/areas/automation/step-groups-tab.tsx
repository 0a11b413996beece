// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${…} is the docs' placeholder syntax, shown as text (docs/platform-demo.md#automation)
/**
 * Repository › Step Groups (step-groups.md, parameterized-step-groups.md):
 * New Step Group from a script's steps, a group's Parameters (Add Parameter)
 * and its steps' inputs, where `${param.name}` reads a parameter; Used by;
 * Delete is blocked while a script calls it.
 */

import { useState } from "react";
import { isGroupCall, newId, type Project, type StepGroup } from "~/features/playground";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { DemoDialog } from "../../components/demo-dialog";
import { GuardedAction } from "../../components/guarded-action";
import { ScrollRegion } from "../../components/scroll-region";
import { StepGroupDetail } from "./step-group-detail";
import { StepGroupForm } from "./step-group-form";
import { smallButton, type TabProps, td, th, withAutomation } from "./tab-props";

/** Scripts that call the group or run it as a pre- or post-condition. */
export function groupUsers(project: Project, groupId: string): string[] {
  return project.tests.flatMap((test) => {
    if (test.type !== "web") return [];
    const calls = test.steps.some((step) => isGroupCall(step) && step.inputs["step group"] === groupId);
    const conditions = [test.automation?.preCondition, test.automation?.postCondition].some(
      (condition) => condition?.kind === "stepGroup" && condition.id === groupId,
    );
    return calls || conditions ? [test.name] : [];
  });
}

export function StepGroupsTab({ project, update, access, say }: TabProps) {
  const [adding, setAdding] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<StepGroup | null>(null);
  const groups = project.automation.stepGroups;
  const open = groups.find((group) => group.id === openId);
  const change = (next: StepGroup) =>
    update((current) =>
      withAutomation(current, (a) => ({ ...a, stepGroups: a.stepGroups.map((g) => (g.id === next.id ? next : g)) })),
    );

  return (
    <div>
      <p className="max-w-3xl text-sm text-slate-700">
        A step group is a named, reusable sequence of steps. A script calls it as one step, &quot;Call step group&quot;,
        with a value for each parameter; its steps read them as <code>{"${param.name}"}</code>.
      </p>
      <GuardedAction verdict={access.edit} reasonId="groups-reason" onClick={() => setAdding(true)}>
        New Step Group
      </GuardedAction>
      <div className="mt-4">
        <ScrollRegion labelledBy="groups-caption">
          <table className="relative w-full min-w-[40rem] text-sm">
            <caption id="groups-caption" className="px-3 py-2 text-left font-semibold text-slate-900">
              Step groups ({groups.length})
            </caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={th}>
                  Name
                </th>
                <th scope="col" className={th}>
                  Parameters
                </th>
                <th scope="col" className={th}>
                  Steps
                </th>
                <th scope="col" className={th}>
                  Used by
                </th>
                <th scope="col" className={th}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {groups.length === 0 ? (
                <tr>
                  <td colSpan={5} className={td}>
                    No step groups yet.
                  </td>
                </tr>
              ) : null}
              {groups.map((group) => {
                const users = groupUsers(project, group.id);
                return (
                  <tr key={group.id} className="border-t border-slate-200">
                    <th scope="row" className={th}>
                      {group.name}
                    </th>
                    <td className={`${td} font-mono text-xs`}>
                      {group.parameters.map((p) => `${p.name}${p.required ? "*" : ""}`).join(", ") || "None"}
                    </td>
                    <td className={td}>{group.steps.length}</td>
                    <td className={td}>{users.length > 0 ? users.join(", ") : "No script"}</td>
                    <td className={`${td} whitespace-nowrap`}>
                      <button
                        type="button"
                        className={smallButton}
                        aria-label={`Open ${group.name}`}
                        onClick={() => setOpenId(group.id)}
                      >
                        Open
                      </button>{" "}
                      <button
                        type="button"
                        className={smallButton}
                        disabled={!access.edit.allowed || users.length > 0}
                        aria-describedby={
                          !access.edit.allowed ? "groups-reason" : users.length > 0 ? `${group.id}-in-use` : undefined
                        }
                        aria-label={`Delete ${group.name}`}
                        onClick={() => setRemoving(group)}
                      >
                        Delete
                      </button>
                      {users.length > 0 ? (
                        <span id={`${group.id}-in-use`} className="sr-only">
                          Deleting a step group that is still used is blocked: remove its calls first.
                        </span>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      </div>
      {open ? (
        <StepGroupDetail
          key={open.id}
          group={open}
          project={project}
          mayEdit={access.edit.allowed}
          onChange={change}
          onClose={() => setOpenId(null)}
          say={say}
        />
      ) : null}
      <DemoDialog
        open={adding}
        onOpenChange={setAdding}
        title="New Step Group"
        description="Its name, and the steps it takes from a script."
      >
        <StepGroupForm
          project={project}
          onCancel={() => setAdding(false)}
          onSubmit={({ name, description, script, first, last }) => {
            const test = project.tests.find((t) => t.id === script);
            const steps = test?.type === "web" ? test.steps.slice(first - 1, last) : [];
            const group: StepGroup = {
              id: newId("sg"),
              name,
              description,
              parameters: [],
              steps: steps.map((step) => ({ ...step, id: newId("step") })),
            };
            update((current) => withAutomation(current, (a) => ({ ...a, stepGroups: [...a.stepGroups, group] })));
            setAdding(false);
            setOpenId(group.id);
            say(`The step group ${name} was created with ${steps.length} steps.`);
          }}
        />
      </DemoDialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(isOpen) => !isOpen && setRemoving(null)}
        title={`Delete ${removing?.name ?? ""}?`}
        description="No script calls it. Its steps are deleted with it."
        confirmLabel="Delete"
        onConfirm={() => {
          if (!removing) return;
          update((current) =>
            withAutomation(current, (a) => ({ ...a, stepGroups: a.stepGroups.filter((g) => g.id !== removing.id) })),
          );
          if (openId === removing.id) setOpenId(null);
          say(`The step group ${removing.name} was deleted.`);
        }}
      />
    </div>
  );
}
