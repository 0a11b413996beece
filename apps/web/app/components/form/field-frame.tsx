import type { ReactNode } from "react";
import { FieldError } from "./field-error";
import { describedBy, hintClass, labelClass } from "./field-styles";

export type FieldFrameProps = {
  /** The control's id; the hint and error ids derive from it. */
  id: string;
  /** The visible label (never a placeholder in its place). */
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** Shown after the label for fields that may stay empty. */
  optional?: boolean;
  className?: string | undefined;
  /** The control itself, given `fieldAria(id, hint, error)`. */
  children: ReactNode;
  /** Anything under the error, e.g. a "Forgot password?" link. */
  footer?: ReactNode;
};

/** What a field component takes besides its control's own attributes. */
export type FieldProps = Pick<FieldFrameProps, "id" | "label" | "hint" | "error" | "optional"> & {
  /** The control's name in the form data. */
  name: string;
};

/** The ARIA attributes that tie a field's control to its hint and error. */
export function fieldAria(id: string, hint: string | undefined, error: string | undefined) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(hint && `${id}-hint`, error && `${id}-error`),
  } as const;
}

/**
 * What every form field has around its control: the label (with "(optional)"),
 * the hint and the error, in that order. TextField, TextareaField, SelectField
 * and PasswordField are this frame around their own control.
 */
export function FieldFrame({ id, label, hint, error, optional = false, className, children, footer }: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={`${id}-error`} message={error} />
      {footer}
    </div>
  );
}
