import { useNavigate } from "react-router";
import { FormError } from "~/components/form/form-error";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import { useValidatedForm } from "~/components/form/use-validated-form";
import { signInUrl } from "~/site/navigation";
import { changePhone } from "../api/change-phone";
import { AccountApiError } from "../api/client";
import { formFailureFrom } from "../api/form-failure";
import { clearLoginRecord } from "../api/login-record-storage";
import { PhoneFormSchema } from "../form-schemas";
import type { FlowState } from "../hooks/use-flow-state";

/** The new number; change-phone mails a 6-digit code and the flow moves on to /otp-verification. */
export function ChangePhoneForm() {
  const navigate = useNavigate();
  const form = useValidatedForm({
    schema: PhoneFormSchema,
    async onValid({ phone }) {
      try {
        const answer = await changePhone({ phone });
        if (answer.status === "OtpSent") {
          const state: FlowState = {
            phone: answer.phone,
            otpExpiresIn: answer.otpExpiresIn,
            attemptsAllowed: answer.attemptsAllowed,
          };
          await navigate("/otp-verification", { state });
        }
        return undefined;
      } catch (error) {
        // The login ran out or was signed out elsewhere: sign in again.
        if (error instanceof AccountApiError && error.code === "UNAUTHENTICATED") {
          clearLoginRecord();
          await navigate(signInUrl, { replace: true });
          return undefined;
        }
        return formFailureFrom(error);
      }
    },
  });

  return (
    <form {...form.formProps} aria-label="Change your phone number" className="grid gap-5">
      <FormError key={form.summaryKey} {...form.summary} />
      <TextField
        id={form.fieldId("phone")}
        name="phone"
        type="tel"
        label="New phone number"
        hint="With the country code, e.g. +44 20 7946 0958."
        autoComplete="tel"
        inputMode="tel"
        error={form.errorOf("phone")}
      />
      <SubmitButton pending={form.pending} pendingLabel="Sending the code…">
        Send verification code
      </SubmitButton>
    </form>
  );
}
