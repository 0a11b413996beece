/**
 * A step group opened: its Parameters (Add Parameter, Delete) and its Steps,
 * whose text inputs may read `${param.name}` (parameterized-step-groups.md).
 * Element inputs keep the repository element they point to.
 */
import { useId, useState } from "react";
import { type Project, type StepGroup, stepLine } from "~/features/playground";
import { DemoDialog } from "../../components/demo-dialog";
import { ScrollRegion } from "../../components/scroll-region";
import { ParameterForm } from "./parameter-form";
import { smallButton, td, th } from "./tab-props";

export function StepGroupDetail({
  group,
  project,
  mayEdit,
  onChange,
  onClose,
  say,
}: {
  group: StepGroup;
  project: Project;
  mayEdit: boolean;
  onChange: (group: StepGroup) => void;
  onClose: () => void;
  say: (message: string) => void;
}) {
  const id = useId();
  const [adding, setAdding] = useState(false);
  const elementIds = new Set(project.elements.map((element) => element.id));
  const setInput = (stepId: string, input: string, value: string) =>
    onChange({
      ...group,
      steps: group.steps.map((step) =>
        step.id === stepId ? { ...step, inputs: { ...step.inputs, [input]: value } } : step,
      ),
    });

  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {group.name}
        </h3>
        <button type="button" className={smallButton} onClick={onClose}>
          Close {group.name}
        </button>
      </div>
      {group.description ? <p className="mt-1 text-sm text-slate-700">{group.description}</p> : null}
      <h4 className="mt-4 font-semibold text-slate-900">Parameters</h4>
      <div className="mt-2">
        <ScrollRegion labelledBy={`${id}-params`}>
          <table className="relative w-full min-w-[36rem] text-sm">
            <caption id={`${id}-params`} className="sr-only">
              Parameters of {group.name}
            </caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={th}>
                  Name
                </th>
                <th scope="col" className={th}>
                  Type
                </th>
                <th scope="col" className={th}>
                  Default value
                </th>
                <th scope="col" className={th}>
                  Required
                </th>
                <th scope="col" className={th}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {group.parameters.length === 0 ? (
                <tr>
                  <td colSpan={5} className={td}>
                    No parameters.
                  </td>
                </tr>
              ) : null}
              {group.parameters.map((parameter) => (
                <tr key={parameter.name} className="border-t border-slate-200">
                  <th scope="row" className={`${th} font-mono`}>
                    {parameter.name}
                  </th>
                  <td className={td}>{parameter.type}</td>
                  <td className={`${td} font-mono`}>
                    {parameter.type === "Secret" && parameter.defaultValue ? "••••••" : parameter.defaultValue || "—"}
                  </td>
                  <td className={td}>{parameter.required ? "Yes" : "No"}</td>
                  <td className={td}>
                    <button
                      type="button"
                      className={smallButton}
                      disabled={!mayEdit}
                      aria-label={`Delete parameter ${parameter.name}`}
                      onClick={() =>
                        onChange({ ...group, parameters: group.parameters.filter((p) => p.name !== parameter.name) })
                      }
                    >
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </div>
      <button type="button" className={`${smallButton} mt-3`} disabled={!mayEdit} onClick={() => setAdding(true)}>
        Add Parameter
      </button>
      <h4 className="mt-5 font-semibold text-slate-900">Steps</h4>
      <ol className="mt-2 grid gap-3">
        {group.steps.map((step, index) => (
          <li key={step.id} className="rounded-lg border border-slate-200 p-3">
            <p className="text-sm font-medium break-words text-slate-900">
              {index + 1}. {stepLine(step, project.elements)}
            </p>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {Object.entries(step.inputs)
                .filter(([, value]) => !elementIds.has(value))
                .map(([input, value]) => (
                  <label key={input} className="grid gap-1 text-xs font-medium text-slate-700">
                    {input}, step {index + 1}
                    <input
                      value={value}
                      readOnly={!mayEdit}
                      spellCheck={false}
                      onChange={(event) => setInput(step.id, input, event.target.value)}
                      className="rounded-md border border-slate-400 bg-white px-2 py-1 font-mono text-sm text-slate-900"
                    />
                  </label>
                ))}
            </div>
          </li>
        ))}
      </ol>
      <DemoDialog
        open={adding}
        onOpenChange={setAdding}
        title="Add Parameter"
        description={`A value every caller of ${group.name} supplies.`}
      >
        <ParameterForm
          takenNames={group.parameters.map((p) => p.name)}
          onCancel={() => setAdding(false)}
          onSubmit={(parameter) => {
            onChange({ ...group, parameters: [...group.parameters, parameter] });
            setAdding(false);
            say(
              `${group.name} has a new parameter, ${parameter.name}: its steps read it as \${param.${parameter.name}}.`,
            );
          }}
        />
      </DemoDialog>
    </section>
  );
}
