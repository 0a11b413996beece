import { FieldError } from "~/components/form/field-error";
import { describedBy, hintClass, labelClass } from "~/components/form/field-styles";

type CheckboxGroupProps = {
  /** Given to the first checkbox, so the error summary can move focus into the group. */
  id: string;
  name: string;
  legend: string;
  options: readonly string[];
  defaultChecked?: readonly string[];
  hint?: string | undefined;
  error?: string | undefined;
};

/**
 * Several choices under one question: a fieldset whose legend is the visible
 * label. Every box repeats the group's hint and error through aria-describedby,
 * since screen readers do not reliably read a fieldset's description.
 */
export function CheckboxGroup({ id, name, legend, options, defaultChecked = [], hint, error }: CheckboxGroupProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset>
      <legend className={labelClass}>{legend}</legend>
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${index}`;
          return (
            <label
              key={option}
              htmlFor={optionId}
              className={`flex cursor-pointer items-center gap-2 rounded-lg border bg-white px-3.5 py-2 text-slate-900 has-checked:border-ink-700 has-checked:bg-ink-50 has-focus-visible:outline-3 has-focus-visible:outline-ink-600 ${error ? "border-red-700" : "border-slate-400 hover:border-slate-600"}`}
            >
              <input
                id={optionId}
                type="checkbox"
                name={name}
                value={option}
                defaultChecked={defaultChecked.includes(option)}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(hint && hintId, error && errorId)}
                className="size-4 accent-ink-700 focus-visible:outline-none"
              />
              {option}
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
