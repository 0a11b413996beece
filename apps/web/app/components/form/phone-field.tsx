import { TextField, type TextFieldProps } from "./text-field";

export type PhoneFieldProps = Omit<TextFieldProps, "type" | "label"> & { label?: string };

/** A phone number field: the phone keypad and autofill. The demo and sign-up forms use it. */
export function PhoneField({ label = "Phone", ...props }: PhoneFieldProps) {
  return <TextField type="tel" label={label} autoComplete="tel" inputMode="tel" {...props} />;
}
