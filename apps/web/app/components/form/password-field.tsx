import { useState } from "react";
import { FieldFrame, fieldAria } from "./field-frame";
import { inputClass } from "./field-styles";

type PasswordFieldProps = {
  id: string;
  name: string;
  label: string;
  /** current-password on sign-in, new-password wherever a password is chosen. */
  autoComplete: "current-password" | "new-password";
  hint?: string | undefined;
  error?: string | undefined;
  /** Extra content under the input, e.g. a "Forgot password?" link. */
  footer?: React.ReactNode;
};

/**
 * A password input with a Show/Hide toggle. The toggle is a real button next
 * to the input (not inside the label), and keeps focus when pressed so the user
 * can keep typing after a glance.
 */
export function PasswordField({ id, name, label, autoComplete, hint, error, footer }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} footer={footer}>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={visible ? "text" : "password"}
          autoComplete={autoComplete}
          required
          spellCheck={false}
          autoCapitalize="none"
          {...fieldAria(id, hint, error)}
          className={`${inputClass(Boolean(error))} pr-20`}
        />
        <button
          type="button"
          aria-controls={id}
          aria-label={visible ? "Hide password" : "Show password"}
          onClick={() => setVisible((shown) => !shown)}
          className="absolute inset-y-0 right-0 mt-1.5 rounded-r-lg px-3.5 text-sm font-semibold text-ink-700 hover:text-ink-900 hover:underline"
        >
          {visible ? "Hide" : "Show"}
        </button>
      </div>
    </FieldFrame>
  );
}
