// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${…} is the docs' placeholder syntax, shown as text (docs/platform-demo.md#automation)
/**
 * Test Data (content/docs/test-data): named data sets, each a data provider a
 * script runs once per row; New Data Set, edit rows and columns, import a
 * .csv or .xlsx, delete one no script uses (data-providers.md: "blocked until
 * you detach it").
 */
import { useState } from "react";
import { type DataSet, newId } from "~/features/playground";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { DemoDialog } from "../../components/demo-dialog";
import { GuardedAction } from "../../components/guarded-action";
import { ScrollRegion } from "../../components/scroll-region";
import { DataSetEditor } from "./data-set-editor";
import { DataSetForm } from "./data-set-form";
import { smallButton, type TabProps, td, th, withAutomation } from "./tab-props";

export function TestDataTab({ project, update, access, say }: TabProps) {
  const [adding, setAdding] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<DataSet | null>(null);
  const sets = project.automation.dataSets;
  const open = sets.find((set) => set.id === openId);
  const scriptsUsing = (setId: string) =>
    project.tests.flatMap((test) => (test.type === "web" && test.automation?.dataSetId === setId ? [test.name] : []));
  const change = (next: DataSet) =>
    update((current) =>
      withAutomation(current, (a) => ({ ...a, dataSets: a.dataSets.map((s) => (s.id === next.id ? next : s)) })),
    );

  return (
    <div>
      <p className="max-w-3xl text-sm text-slate-700">
        A data set is a data provider: a script that uses it runs once per row, an iteration, and its steps read the row
        as <code>{"${data.Column}"}</code>.
      </p>
      <GuardedAction verdict={access.edit} reasonId="data-reason" onClick={() => setAdding(true)}>
        New Data Set
      </GuardedAction>
      <div className="mt-4">
        <ScrollRegion labelledBy="data-sets-caption">
          <table className="relative w-full min-w-[36rem] text-sm">
            <caption id="data-sets-caption" className="px-3 py-2 text-left font-semibold text-slate-900">
              Data sets ({sets.length})
            </caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={th}>
                  Name
                </th>
                <th scope="col" className={th}>
                  Columns
                </th>
                <th scope="col" className={th}>
                  Rows
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
              {sets.length === 0 ? (
                <tr>
                  <td colSpan={5} className={td}>
                    No data sets yet.
                  </td>
                </tr>
              ) : null}
              {sets.map((set) => {
                const users = scriptsUsing(set.id);
                return (
                  <tr key={set.id} className="border-t border-slate-200">
                    <th scope="row" className={th}>
                      {set.name}
                    </th>
                    <td className={`${td} font-mono text-xs`}>{set.columns.join(", ")}</td>
                    <td className={td}>{set.rows.length}</td>
                    <td className={td}>{users.length > 0 ? users.join(", ") : "No script"}</td>
                    <td className={`${td} whitespace-nowrap`}>
                      <button
                        type="button"
                        className={smallButton}
                        aria-label={`Open ${set.name}`}
                        onClick={() => setOpenId(set.id)}
                      >
                        Open
                      </button>{" "}
                      <button
                        type="button"
                        className={smallButton}
                        disabled={!access.edit.allowed || users.length > 0}
                        aria-describedby={
                          !access.edit.allowed ? "data-reason" : users.length > 0 ? `${set.id}-in-use` : undefined
                        }
                        aria-label={`Delete ${set.name}`}
                        onClick={() => setRemoving(set)}
                      >
                        Delete
                      </button>
                      {users.length > 0 ? (
                        <span id={`${set.id}-in-use`} className="sr-only">
                          Scripts use it: choose another data provider on their Test Data settings first.
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
        <DataSetEditor
          key={open.id}
          set={open}
          mayEdit={access.edit.allowed}
          onChange={change}
          onClose={() => setOpenId(null)}
          say={say}
        />
      ) : null}
      <DemoDialog
        open={adding}
        onOpenChange={setAdding}
        title="New Data Set"
        description="Its name and columns; add the rows next, or import a file."
      >
        <DataSetForm
          takenNames={sets.map((set) => set.name)}
          onCancel={() => setAdding(false)}
          onSubmit={({ name, columns }) => {
            const set: DataSet = {
              id: newId("ds"),
              name,
              columns,
              rows: [Object.fromEntries(columns.map((c) => [c, ""]))],
            };
            update((current) => withAutomation(current, (a) => ({ ...a, dataSets: [...a.dataSets, set] })));
            setAdding(false);
            setOpenId(set.id);
            say(`The data set ${name} was created with one empty row.`);
          }}
        />
      </DemoDialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(isOpen) => !isOpen && setRemoving(null)}
        title={`Delete ${removing?.name ?? ""}?`}
        description="No script uses it. Its rows are deleted with it."
        confirmLabel="Delete"
        onConfirm={() => {
          if (!removing) return;
          update((current) =>
            withAutomation(current, (a) => ({ ...a, dataSets: a.dataSets.filter((s) => s.id !== removing.id) })),
          );
          if (openId === removing.id) setOpenId(null);
          say(`The data set ${removing.name} was deleted.`);
        }}
      />
    </div>
  );
}
