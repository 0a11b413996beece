import { useNavigate } from "react-router";
import { FormError } from "~/components/form/form-error";
import { PasswordField } from "~/components/form/password-field";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import { useValidatedForm } from "~/components/form/use-validated-form";
import { changePassword } from "../api/change-password";
import { AccountApiError } from "../api/client";
import { formFailureFrom } from "../api/form-failure";
import { NewPasswordFormSchema } from "../form-schemas";

type NewPasswordFormProps = {
  token: string;
  /** The account's address from validate/user-token, for password managers. */
  email: string;
};

/** The reset link's form: new password twice, then change-password with the link's token. */
export function NewPasswordForm({ token, email }: NewPasswordFormProps) {
  const navigate = useNavigate();
  const form = useValidatedForm({
    schema: NewPasswordFormSchema,
    async onValid({ password }) {
      try {
        await changePassword({ token, password });
      } catch (error) {
        // The link ran out (or was used) while the form was open.
        if (error instanceof AccountApiError && error.code?.startsWith("LINK_")) {
          await navigate("/setpassword-link-expired", { replace: true });
          return undefined;
        }
        return formFailureFrom(error);
      }
      await navigate("/password-changed-success", { replace: true });
      return undefined;
    },
  });

  return (
    <form {...form.formProps} aria-label="Choose a new password" className="grid gap-5">
      <FormError key={form.summaryKey} {...form.summary} />
      <TextField
        id={form.fieldId("username")}
        name="username"
        type="email"
        label="Account"
        autoComplete="username"
        value={email}
        readOnly
        className="[&_input]:bg-slate-50 [&_input]:text-slate-700"
      />
      <PasswordField
        id={form.fieldId("password")}
        name="password"
        label="New password"
        hint="At least 12 characters, not used on any other website."
        autoComplete="new-password"
        error={form.errorOf("password")}
      />
      <PasswordField
        id={form.fieldId("confirmPassword")}
        name="confirmPassword"
        label="Confirm new password"
        autoComplete="new-password"
        error={form.errorOf("confirmPassword")}
      />
      <SubmitButton pending={form.pending} pendingLabel="Saving your new password…">
        Save new password
      </SubmitButton>
    </form>
  );
}
