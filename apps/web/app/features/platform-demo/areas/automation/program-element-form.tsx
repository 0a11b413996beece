/**
 * Create Program Element (content/docs/repository/program-elements.md): Name,
 * Language, Inputs and Outputs (Add Input, Add Output), the code and its
 * Timeout (30 s by default, the docs' Limits).
 */
import { useState } from "react";
import { inputClass } from "~/components/form/field-styles";
import { SelectField } from "~/components/form/select-field";
import { TextField } from "~/components/form/text-field";
import { TextareaField } from "~/components/form/textarea-field";
import { type FieldBinding, useValidatedForm } from "~/components/form/use-validated-form";
import { type ProgramElementDraft, programElementFormSchema } from "./program-forms";
import { smallButton } from "./tab-props";

const starter = "function run({ orderNumber }) {\n  return { checkDigit: 0 };\n}";

function ValueRows({
  side,
  rows,
  setRows,
  field,
}: {
  side: "input" | "output";
  rows: number[];
  setRows: (rows: number[]) => void;
  field: (name: string) => FieldBinding;
}) {
  const title = side === "input" ? "Inputs" : "Outputs";
  const add = side === "input" ? "Add Input" : "Add Output";
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">{title}</legend>
      {rows.length === 0 ? <p className="text-sm text-slate-700">None yet.</p> : null}
      <ul className="space-y-3">
        {rows.map((row, index) => {
          const type = field(`${side}Type-${row}`);
          return (
            <li key={row} className="flex flex-wrap items-end gap-2">
              <TextField
                {...field(`${side}Name-${row}`)}
                label={`${side === "input" ? "Input" : "Output"} ${index + 1} name`}
                autoComplete="off"
                spellCheck={false}
                className="min-w-40 flex-1"
              />
              <div>
                <label htmlFor={type.id} className="block text-sm font-semibold text-slate-900">
                  Type
                </label>
                <select id={type.id} name={type.name} defaultValue="Text" className={inputClass(false)}>
                  <option>Text</option>
                  <option>Number</option>
                  <option>Boolean</option>
                </select>
              </div>
              <button
                type="button"
                className={`${smallButton} mb-1`}
                aria-label={`Remove ${side} ${index + 1}`}
                onClick={() => setRows(rows.filter((r) => r !== row))}
              >
                Remove
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={`${smallButton} mt-3`}
        onClick={() => setRows([...rows, Math.max(-1, ...rows) + 1])}
      >
        {add}
      </button>
    </fieldset>
  );
}

export function ProgramElementForm({
  takenNames,
  onSubmit,
  onCancel,
}: {
  takenNames: readonly string[];
  onSubmit: (element: ProgramElementDraft) => void;
  onCancel: () => void;
}) {
  const [inputs, setInputs] = useState<number[]>([0]);
  const [outputs, setOutputs] = useState<number[]>([0]);
  const form = useValidatedForm({
    schema: programElementFormSchema(takenNames),
    onValid: (element) => {
      onSubmit(element);
      return undefined;
    },
  });
  return (
    <form {...form.formProps} className="space-y-4">
      <TextField
        {...form.field("name")}
        label="Name"
        hint="The action as a step would read it, such as Calculate order check digit."
        autoComplete="off"
      />
      <SelectField
        {...form.field("language")}
        label="Language"
        placeholder="Choose a language"
        defaultValue="JavaScript"
        options={[
          { value: "Java", label: "Java" },
          { value: "JavaScript", label: "JavaScript" },
        ]}
      />
      <ValueRows side="input" rows={inputs} setRows={setInputs} field={form.field} />
      <ValueRows side="output" rows={outputs} setRows={setOutputs} field={form.field} />
      <TextareaField
        {...form.field("code")}
        label="Code"
        hint="A function with the inputs as arguments that returns an object with the outputs."
        defaultValue={starter}
        spellCheck={false}
        className="[&_textarea]:font-mono [&_textarea]:text-sm"
      />
      <TextField
        {...form.field("timeoutSeconds")}
        label="Timeout (seconds)"
        hint="Stops the code and fails the step after this long."
        inputMode="numeric"
        defaultValue="30"
        autoComplete="off"
      />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-secondary px-4 py-2 text-sm" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary px-4 py-2 text-sm">
          Save
        </button>
      </div>
    </form>
  );
}
