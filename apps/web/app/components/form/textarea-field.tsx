import type { ComponentPropsWithoutRef } from "react";
import { FieldFrame, type FieldProps, fieldAria } from "./field-frame";
import { inputClass } from "./field-styles";

type TextareaFieldProps = Omit<ComponentPropsWithoutRef<"textarea">, "id" | "name"> & FieldProps;

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
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} optional={optional} className={className}>
      <textarea
        id={id}
        name={name}
        required={!optional}
        rows={5}
        {...fieldAria(id, hint, error)}
        className={`${inputClass(Boolean(error))} min-h-32 resize-y`}
        {...textarea}
      />
    </FieldFrame>
  );
}
