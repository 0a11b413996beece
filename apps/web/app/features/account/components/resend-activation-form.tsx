import { useNavigate } from "react-router";
import { FormError } from "~/components/form/form-error";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import { readTextFields, useValidatedForm } from "~/components/form/use-validated-form";
import { formFailureFrom } from "../api/form-failure";
import { resendActivation } from "../api/resend-activation";
import { EmailFormSchema } from "../form-schemas";
import type { FlowState } from "../hooks/use-flow-state";

type ResendActivationFormProps = {
  /** The address from the previous step; without it the form asks for one. */
  email?: string | undefined;
  label: string;
};

/**
 * Mails a new activation link (activation/resend) and moves on to
 * /activation-link-sent-successfully. The service answers the same whether
 * or not the address has an account waiting, so there is nothing else to show.
 */
export function ResendActivationForm({ email, label }: ResendActivationFormProps) {
  const navigate = useNavigate();
  const form = useValidatedForm({
    schema: EmailFormSchema,
    // A known address is not a field here, so it is added to what the form submits.
    read: (data) => (email ? { email } : readTextFields(data)),
    async onValid(values) {
      try {
        await resendActivation(values);
      } catch (error) {
        return formFailureFrom(error);
      }
      const state: FlowState = { email: values.email };
      await navigate("/activation-link-sent-successfully", { state });
      return undefined;
    },
  });

  return (
    <form {...form.formProps} aria-label="Send a new activation link" className="grid w-full max-w-md gap-4 text-left">
      <FormError key={form.summaryKey} {...form.summary} />
      {email ? null : (
        <TextField
          id={form.fieldId("email")}
          name="email"
          type="email"
          label="Your e-mail address"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          autoCapitalize="none"
          error={form.errorOf("email")}
        />
      )}
      <SubmitButton pending={form.pending} pendingLabel="Sending…">
        {label}
      </SubmitButton>
    </form>
  );
}
