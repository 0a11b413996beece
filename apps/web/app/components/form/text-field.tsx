import type { ComponentPropsWithoutRef } from "react";
import { FieldFrame, type FieldProps, fieldAria } from "./field-frame";
import { inputClass } from "./field-styles";

export type TextFieldProps = Omit<ComponentPropsWithoutRef<"input">, "id" | "name"> & FieldProps;

/**
 * A labeled input with its hint and error. The error is tied to the input
 * (aria-invalid, aria-describedby). Inputs are uncontrolled by default, so
 * what the user typed stays in place however often the form fails.
 */
export function TextField({ id, name, label, hint, error, optional = false, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} optional={optional} className={className}>
      <input
        id={id}
        name={name}
        // Explicit, not the default: checkers of autocomplete purpose (H98) read the attribute; a caller's type wins.
        type="text"
        required={!optional}
        {...fieldAria(id, hint, error)}
        className={inputClass(Boolean(error))}
        {...input}
      />
    </FieldFrame>
  );
}
