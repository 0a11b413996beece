import type { ComponentPropsWithoutRef } from "react";
import { FieldFrame, fieldAria } from "./field-frame";
import { inputClass } from "./field-styles";

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
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      {/* Drawn, not native: WebKitGTK paints a native GTK combo of another height (issue 19). */}
      <div className="relative">
        <select
          id={id}
          name={name}
          required
          defaultValue={defaultValue}
          {...fieldAria(id, hint, error)}
          className={`${inputClass(Boolean(error))} appearance-none pr-10`}
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
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          focusable="false"
          className="pointer-events-none absolute top-1/2 right-3 mt-[0.1875rem] size-5 -translate-y-1/2 fill-slate-600"
        >
          <path d="M5.2 7.5a.75.75 0 0 1 1.06 0L10 11.19l3.74-3.7a.75.75 0 1 1 1.06 1.06l-4.27 4.24a.75.75 0 0 1-1.06 0L5.2 8.56a.75.75 0 0 1 0-1.06Z" />
        </svg>
      </div>
    </FieldFrame>
  );
}
