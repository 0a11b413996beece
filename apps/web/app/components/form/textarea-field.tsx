import type { ComponentPropsWithoutRef } from "react";
import { FieldError } from "~/components/form/field-error";
import { describedBy, hintClass, inputClass, labelClass } from "~/components/form/field-styles";

type TextareaFieldProps = Omit<ComponentPropsWithoutRef<"textarea">, "id" | "name"> & {
  id: string;
  name: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  optional?: boolean;
};

/** A labeled multi-line input with hint and error, built like the shared TextField. */
export function TextareaField({
  id,
  name,
  label,
  hint,
  error,
  optional = false,
  className,
  ...textarea
}: TextareaFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        name={name}
        required={!optional}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
        className={`${inputClass(Boolean(error))} min-h-32 resize-y`}
        {...textarea}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
