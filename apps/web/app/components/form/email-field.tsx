import { TextField, type TextFieldProps } from "./text-field";

export type EmailFieldProps = Omit<TextFieldProps, "type" | "label"> & { label?: string };

/**
 * An e-mail address field: the e-mail keyboard and autofill, no spell check
 * or capitalisation. The contact, demo and sign-up forms all use it.
 */
export function EmailField({ label = "E-mail", ...props }: EmailFieldProps) {
  return (
    <TextField
      type="email"
      label={label}
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      autoCapitalize="none"
      {...props}
    />
  );
}
