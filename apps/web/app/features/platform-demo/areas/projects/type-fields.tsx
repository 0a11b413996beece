/** The project's Type: the four types with their one line from project-types.md; it cannot be changed later. */
import { FieldError } from "~/components/form/field-error";
import { describedBy, hintClass, labelClass } from "~/components/form/field-styles";
import type { FieldBinding } from "~/components/form/use-validated-form";
import { type ProjectType, ProjectTypeSchema, projectTypeLabels } from "../../model";
import { projectTypeDescriptions } from "./project-types";

/** `field` is the form's binding of "type": the first radio takes its id, so a message focuses it. */
export function TypeFields({
  field: { id, name, error },
  value,
  onChange,
}: {
  field: FieldBinding;
  value: ProjectType | "";
  onChange: (type: ProjectType) => void;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset>
      <legend className={labelClass}>Type</legend>
      <p id={hintId} className={hintClass}>
        It decides which NLPs, elements and machines the project uses, and cannot be changed later.
      </p>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {ProjectTypeSchema.options.map((type, index) => (
          <label
            key={type}
            className={`flex cursor-pointer items-start gap-3 rounded-lg border bg-white p-3 text-slate-900 has-checked:border-ink-700 has-checked:bg-ink-50 has-focus-visible:outline-3 has-focus-visible:outline-ink-600 ${error ? "border-red-700" : "border-slate-400 hover:border-slate-600"}`}
          >
            <input
              id={index === 0 ? id : `${id}-${type}`}
              type="radio"
              name={name}
              value={type}
              checked={value === type}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(`${id}-${type}-line`, hintId, error && errorId)}
              className="mt-1 size-4 accent-ink-700 focus-visible:outline-none"
              onChange={() => onChange(type)}
            />
            <span>
              <span className="block font-semibold">{projectTypeLabels[type]}</span>
              <span id={`${id}-${type}-line`} className="block text-sm text-slate-700">
                {projectTypeDescriptions[type]}
              </span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
