/**
 * New Suite of type Manual (create-suites.md; the Manual Suite Execution lesson): a Suite name unique
 * in the project, and its test cases added individually, ticked by module, in the tree's order.
 */
import { useState } from "react";
import { TextField } from "~/components/form/text-field";
import { fieldMessages, suiteFormSchema } from "./forms";
import type { TestManagement } from "./model";
import { flatTree, modulePath } from "./tree";

export type SuiteFields = { name: string; caseIds: string[] };

export function SuiteForm({
  tm,
  projectId,
  takenNames,
  onSubmit,
  onCancel,
}: {
  tm: TestManagement;
  projectId: string;
  takenNames: readonly string[];
  onSubmit: (fields: SuiteFields) => void;
  onCancel: () => void;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const groups = flatTree(tm, projectId)
    .map(({ module }) => ({ module, cases: tm.cases.filter((testCase) => testCase.moduleId === module.id) }))
    .filter((group) => group.cases.length > 0);
  const describedBy = errors.caseIds ? "suite-cases-error" : undefined;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const values = new FormData(form);
        const parsed = suiteFormSchema(takenNames).safeParse({
          name: values.get("name") ?? "",
          caseIds: values.getAll("caseIds"),
        });
        if (parsed.success) {
          onSubmit(parsed.data);
          return;
        }
        const next = fieldMessages(parsed.error);
        setErrors(next);
        if (next.name) form.querySelector<HTMLElement>('[name="name"]')?.focus();
        else form.querySelector<HTMLElement>('[name="caseIds"]')?.focus();
      }}
    >
      <TextField id="suite-name" name="name" label="Suite name" autoComplete="off" error={errors.name} />
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-slate-900">Type:</span> Manual. A suite holds one type only.
      </p>
      <fieldset>
        <legend className="font-semibold text-slate-900">Test cases</legend>
        <p className="mt-1 text-sm text-slate-600">They run in this order.</p>
        {errors.caseIds ? (
          <p id="suite-cases-error" className="mt-1 text-sm font-medium text-red-700">
            {errors.caseIds}
          </p>
        ) : null}
        <div className="mt-2 space-y-3">
          {groups.map(({ module, cases }) => (
            <div key={module.id}>
              <p className="text-sm font-semibold text-slate-800">{modulePath(tm, module.id)}</p>
              <ul className="mt-1 space-y-1">
                {cases.map((testCase) => (
                  <li key={testCase.id}>
                    <label className="flex items-start gap-2 text-sm text-slate-900">
                      <input
                        type="checkbox"
                        name="caseIds"
                        value={testCase.id}
                        className="mt-0.5 size-4"
                        aria-describedby={describedBy}
                        aria-invalid={errors.caseIds ? true : undefined}
                      />
                      <span>
                        <span className="font-mono text-slate-700">{testCase.id}</span> {testCase.name}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
        <button type="button" className="btn btn-secondary px-4 py-2 text-sm" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary px-4 py-2 text-sm">
          Create
        </button>
      </div>
    </form>
  );
}
