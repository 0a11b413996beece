// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${…} is the docs' placeholder syntax, shown as text (docs/platform-demo.md#automation)
/**
 * Test Development › Variables (content/docs/test-development/variables.md):
 * global and project variables, masked ones shown as ••••••, Add Variable and
 * Delete; local variables are a script's (Scripts tab). Which value wins is
 * said above the table.
 */
import { useState } from "react";
import { MASK, type ScopedVariable } from "~/features/playground";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { DemoDialog } from "../../components/demo-dialog";
import { ScrollRegion } from "../../components/scroll-region";
import { smallButton, type TabProps, td, th, withAutomation } from "./tab-props";
import { usedBy } from "./used-by";
import { VariableForm } from "./variable-form";

export function VariablesTab({ project, update, access, say }: TabProps) {
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ScopedVariable | null>(null);
  const variables = [...project.automation.variables].sort((a, b) =>
    a.scope === b.scope ? a.name.localeCompare(b.name) : a.scope === "project" ? -1 : 1,
  );
  const mayAdd = access.edit.allowed || access.global.allowed;
  const mayChange = (variable: ScopedVariable) => (variable.scope === "global" ? access.global : access.edit);

  return (
    <div>
      <p className="max-w-3xl text-sm text-slate-700">
        Steps read a variable as <code>{"${name}"}</code>. When two share a name, the narrowest wins: a script&apos;s
        local variable, then a project variable, then a global one. Test data columns are{" "}
        <code>{"${data.Column}"}</code> and step group parameters <code>{"${param.name}"}</code>.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn btn-primary px-4 py-2 text-sm disabled:cursor-not-allowed disabled:opacity-50"
          disabled={!mayAdd}
          aria-describedby={mayAdd ? undefined : "variables-reason"}
          onClick={() => setAdding(true)}
        >
          Add Variable
        </button>
        {!access.edit.allowed ? (
          <p id="variables-reason" className="text-sm text-slate-700">
            {access.edit.reason}
          </p>
        ) : null}
      </div>
      <div className="mt-4">
        <ScrollRegion labelledBy="variables-caption">
          <table className="relative w-full min-w-[40rem] text-sm">
            <caption id="variables-caption" className="px-3 py-2 text-left font-semibold text-slate-900">
              Global and project variables
            </caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={th}>
                  Name
                </th>
                <th scope="col" className={th}>
                  Scope
                </th>
                <th scope="col" className={th}>
                  Value
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
              {variables.length === 0 ? (
                <tr>
                  <td colSpan={5} className={td}>
                    No variables yet.
                  </td>
                </tr>
              ) : null}
              {variables.map((variable) => {
                const verdict = mayChange(variable);
                const users = usedBy(project, variable.name);
                return (
                  <tr key={`${variable.scope}-${variable.name}`} className="border-t border-slate-200">
                    <th scope="row" className={`${th} font-mono`}>
                      {variable.name}
                    </th>
                    <td className={td}>{variable.scope === "global" ? "Global" : "Project"}</td>
                    <td className={`${td} font-mono break-all`}>{variable.masked ? MASK : variable.value}</td>
                    <td className={td}>{users.length === 0 ? "No script" : users.join(", ")}</td>
                    <td className={td}>
                      <button
                        type="button"
                        className={smallButton}
                        disabled={!verdict.allowed}
                        aria-describedby={
                          verdict.allowed
                            ? undefined
                            : variable.scope === "global"
                              ? "global-reason"
                              : "variables-reason"
                        }
                        aria-label={`Delete ${variable.scope} variable ${variable.name}`}
                        onClick={() => setRemoving(variable)}
                      >
                        Delete
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
        {!access.global.allowed ? (
          <p id="global-reason" className="mt-2 text-sm text-slate-700">
            {access.global.reason}
          </p>
        ) : null}
      </div>
      <DemoDialog
        open={adding}
        onOpenChange={setAdding}
        title="Add Variable"
        description="A global or project variable steps read as ${name}."
      >
        <VariableForm
          access={access}
          taken={(scope) => project.automation.variables.filter((v) => v.scope === scope).map((v) => v.name)}
          onCancel={() => setAdding(false)}
          onSubmit={(variable) => {
            update((current) => withAutomation(current, (a) => ({ ...a, variables: [...a.variables, variable] })));
            setAdding(false);
            say(`The ${variable.scope} variable ${variable.name} was saved.`);
          }}
        />
      </DemoDialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Delete ${removing?.name ?? ""}?`}
        description={`Steps that still use it fail with "Variable ${removing?.name ?? ""} is not defined". Used by: ${removing ? usedBy(project, removing.name).join(", ") || "no script" : ""}.`}
        confirmLabel="Delete"
        onConfirm={() => {
          if (!removing) return;
          update((current) =>
            withAutomation(current, (a) => ({
              ...a,
              variables: a.variables.filter((v) => !(v.scope === removing.scope && v.name === removing.name)),
            })),
          );
          say(`The ${removing.scope} variable ${removing.name} was deleted.`);
        }}
      />
    </div>
  );
}
