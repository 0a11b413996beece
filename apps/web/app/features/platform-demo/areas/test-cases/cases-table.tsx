/** The selected module's test cases (module-tree.md): Script ID, name, Priority, Labels and steps, with Edit and Delete. */
import type { Verdict } from "../../access";
import { ScrollRegion } from "../../components/scroll-region";
import type { TestCase } from "./model";

const action = "btn btn-secondary px-3 py-1 text-sm disabled:cursor-not-allowed disabled:opacity-60";

export function CasesTable({
  cases,
  caption,
  edit,
  remove,
  reasonIds,
  onEdit,
  onDelete,
}: {
  cases: readonly TestCase[];
  caption: string;
  edit: Verdict;
  remove: Verdict;
  /** Where the reasons of the disabled actions are written. */
  reasonIds: { edit: string; remove: string };
  onEdit: (testCase: TestCase) => void;
  onDelete: (testCase: TestCase) => void;
}) {
  if (cases.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-5 text-sm text-slate-700">
        {caption}: none yet. Add one with New Script, or import a spreadsheet.
      </p>
    );
  return (
    <ScrollRegion labelledBy="cases-caption">
      <table className="w-full text-left text-sm md:min-w-[36rem]">
        <caption id="cases-caption" className="px-3 py-2 text-left font-semibold text-slate-900">
          {caption} ({cases.length})
        </caption>
        <thead className="bg-slate-50 text-slate-900">
          <tr>
            <th scope="col" className="px-3 py-2">
              Script ID
            </th>
            <th scope="col" className="px-3 py-2">
              Script name
            </th>
            <th scope="col" className="hidden px-3 py-2 md:table-cell">
              Priority
            </th>
            <th scope="col" className="hidden px-3 py-2 md:table-cell">
              Labels
            </th>
            <th scope="col" className="hidden px-3 py-2 md:table-cell">
              Steps
            </th>
            <th scope="col" className="px-3 py-2">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {cases.map((testCase) => (
            <tr key={testCase.id}>
              <td className="px-3 py-2 font-mono text-slate-700">{testCase.id}</td>
              <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                {testCase.name}
                {/* On a phone the priority, labels and steps go under the name, so the table fits. */}
                <span className="block font-normal text-slate-700 md:hidden">
                  {[testCase.priority, testCase.labels.join(", "), `${testCase.steps.length} steps`]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
              </th>
              <td className="hidden px-3 py-2 text-slate-700 md:table-cell">{testCase.priority}</td>
              <td className="hidden px-3 py-2 md:table-cell">
                <span className="flex flex-wrap gap-1">
                  {testCase.labels.map((label) => (
                    <span
                      key={label}
                      className="rounded-full border border-ink-100 bg-ink-50 px-2 py-0.5 text-xs text-slate-900"
                    >
                      {label}
                    </span>
                  ))}
                </span>
              </td>
              <td className="hidden px-3 py-2 text-slate-700 md:table-cell">{testCase.steps.length}</td>
              <td className="px-3 py-2">
                <span className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={action}
                    disabled={!edit.allowed}
                    aria-describedby={edit.allowed ? undefined : reasonIds.edit}
                    aria-label={`Edit ${testCase.id} ${testCase.name}`}
                    onClick={() => onEdit(testCase)}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className={action}
                    disabled={!remove.allowed}
                    aria-describedby={remove.allowed ? undefined : reasonIds.remove}
                    aria-label={`Delete ${testCase.id} ${testCase.name}`}
                    onClick={() => onDelete(testCase)}
                  >
                    Delete
                  </button>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
