import { Link, useNavigate } from "react-router";
import { FormError } from "~/components/form/form-error";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import { useValidatedForm } from "~/components/form/use-validated-form";
import { signInUrl } from "~/site/navigation";
import { formFailureFrom } from "../api/form-failure";
import { sendChangePasswordLink } from "../api/send-change-password-link";
import { EmailFormSchema } from "../form-schemas";
import type { FlowState } from "../hooks/use-flow-state";

/** /forgot-password: the account's address, then send-change-pwd-link (which answers Success either way). */
export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const form = useValidatedForm({
    schema: EmailFormSchema,
    async onValid(values) {
      try {
        await sendChangePasswordLink(values);
      } catch (error) {
        return formFailureFrom(error);
      }
      const state: FlowState = { email: values.email };
      await navigate("/reset-link-sent-success", { state });
      return undefined;
    },
  });

  return (
    <form {...form.formProps} aria-label="Reset your password" className="grid gap-5">
      <FormError key={form.summaryKey} {...form.summary} />
      <TextField
        id={form.fieldId("email")}
        name="email"
        type="email"
        label="Work e-mail"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        autoCapitalize="none"
        error={form.errorOf("email")}
      />
      <SubmitButton pending={form.pending} pendingLabel="Sending the link…">
        Send reset link
      </SubmitButton>
      <p className="text-center text-sm text-slate-700">
        Remembered it?{" "}
        <Link to={signInUrl} className="link font-semibold">
          Back to sign in
        </Link>
      </p>
    </form>
  );
}
