// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${…} is the docs' placeholder syntax, shown as text (docs/platform-demo.md#automation)
/**
 * Call Step Group (step-groups.md, parameterized-step-groups.md): the group,
 * then one field per parameter (required ones marked), filled with a value, a
 * `${variable}` or a `${data.Column}`; a required one left empty is refused on its field.
 */
import { useState } from "react";
import { z } from "zod";
import { FieldFrame } from "~/components/form/field-frame";
import { inputClass } from "~/components/form/field-styles";
import { TextField } from "~/components/form/text-field";
import { useValidatedForm } from "~/components/form/use-validated-form";
import type { StepGroup } from "~/features/playground";

function callSchema(group: StepGroup | undefined) {
  const shape: Record<string, z.ZodType<string>> = {};
  for (const parameter of group?.parameters ?? []) {
    shape[parameter.name] =
      parameter.required && parameter.defaultValue === ""
        ? z.string().trim().min(1, `Enter a value for ${parameter.name}: it is required`)
        : z.string();
  }
  return z.object(shape);
}

export function CallGroupForm({
  groups,
  onSubmit,
  onCancel,
}: {
  groups: readonly StepGroup[];
  onSubmit: (group: StepGroup, values: Record<string, string>) => void;
  onCancel: () => void;
}) {
  const [groupId, setGroupId] = useState(groups[0]?.id ?? "");
  const group = groups.find((candidate) => candidate.id === groupId);
  const form = useValidatedForm({
    schema: callSchema(group),
    read: (data) => Object.fromEntries([...data].filter(([key]) => key !== "group").map(([k, v]) => [k, String(v)])),
    onValid: (values) => {
      if (group) onSubmit(group, values);
      return undefined;
    },
  });
  const select = form.field("group");
  return (
    <form {...form.formProps} className="space-y-4">
      <FieldFrame id={select.id} label="Step group">
        <select
          id={select.id}
          name={select.name}
          value={groupId}
          onChange={(event) => setGroupId(event.target.value)}
          className={inputClass(false)}
        >
          {groups.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </select>
      </FieldFrame>
      {group && group.parameters.length === 0 ? (
        <p className="text-sm text-slate-700">{group.name} has no parameters.</p>
      ) : null}
      {group?.parameters.map((parameter) => (
        <TextField
          key={`${group.id}-${parameter.name}`}
          {...form.field(parameter.name)}
          label={`${parameter.name}${parameter.required ? " *" : ""}`}
          hint={[
            parameter.description,
            parameter.defaultValue ? `Default: ${parameter.type === "Secret" ? "••••••" : parameter.defaultValue}` : "",
            "A value, ${variable} or ${data.Column}.",
          ]
            .filter(Boolean)
            .join(" ")}
          optional={!parameter.required}
          type={parameter.type === "Secret" ? "password" : "text"}
          autoComplete="off"
          spellCheck={false}
        />
      ))}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-secondary px-4 py-2 text-sm" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary px-4 py-2 text-sm">
          Add the call
        </button>
      </div>
    </form>
  );
}
