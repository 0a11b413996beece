import type { ComponentPropsWithoutRef } from "react";
import { FieldError } from "~/components/form/field-error";
import { describedBy, hintClass, inputClass, labelClass } from "~/components/form/field-styles";

export type SelectOption = { value: string; label: string };

type SelectFieldProps = Omit<ComponentPropsWithoutRef<"select">, "id" | "name" | "children"> & {
  id: string;
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** The empty first choice, so nothing is picked for the visitor. */
  placeholder: string;
  hint?: string | undefined;
  error?: string | undefined;
};

/** A labeled native select (keyboard and screen-reader behavior for free) with hint and error. */
export function SelectField({
  id,
  name,
  label,
  options,
  placeholder,
  hint,
  error,
  className,
  defaultValue = "",
  ...select
}: SelectFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
      <select
        id={id}
        name={name}
        required
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
        className={`${inputClass(Boolean(error))} appearance-auto`}
        {...select}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
