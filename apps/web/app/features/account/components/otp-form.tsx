import { useState } from "react";
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
import { OtpFormSchema } from "../form-schemas";

type OtpFormProps = {
  phone: string;
  /** Called with the saved number once the code is accepted. */
  onVerified: (phone: string) => void;
};

/**
 * The 6-digit code for a phone change: change-phone with phone and otp.
 * "Send a new code" repeats change-phone with the phone alone; a wrong code
 * stays on its field, an expired or locked one asks for a new code.
 */
export function OtpForm({ phone, onVerified }: OtpFormProps) {
  const navigate = useNavigate();
  const [resend, setResend] = useState<{ busy: boolean; note: string | null }>({ busy: false, note: null });

  async function handleUnauthenticated(error: unknown): Promise<boolean> {
    if (!(error instanceof AccountApiError) || error.code !== "UNAUTHENTICATED") return false;
    clearLoginRecord();
    await navigate(signInUrl, { replace: true });
    return true;
  }

  const form = useValidatedForm({
    schema: OtpFormSchema,
    async onValid({ otp }) {
      try {
        const answer = await changePhone({ phone, otp });
        if (answer.status === "Success") onVerified(answer.phone);
        return undefined;
      } catch (error) {
        if (await handleUnauthenticated(error)) return undefined;
        if (error instanceof AccountApiError && error.code === "OTP_INVALID") return { fields: { otp: error.message } };
        if (error instanceof AccountApiError && (error.code === "OTP_EXPIRED" || error.code === "OTP_LOCKED")) {
          return { message: `${error.message} Choose “Send a new code” below.` };
        }
        return formFailureFrom(error);
      }
    },
  });

  async function sendNewCode() {
    if (resend.busy) return;
    setResend({ busy: true, note: null });
    try {
      await changePhone({ phone });
      setResend({ busy: false, note: "We sent a new code. Earlier codes no longer work." });
    } catch (error) {
      if (await handleUnauthenticated(error)) return;
      setResend({
        busy: false,
        note: error instanceof AccountApiError ? error.message : "The code could not be sent.",
      });
    }
  }

  return (
    <div className="grid gap-5">
      <form {...form.formProps} aria-label="Verify your phone number" className="grid gap-5">
        <FormError key={form.summaryKey} {...form.summary} />
        <TextField
          id={form.fieldId("otp")}
          name="otp"
          label="Verification code"
          hint="6 digits, from the e-mail we just sent."
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          spellCheck={false}
          className="[&_input]:font-mono [&_input]:text-xl [&_input]:tracking-[0.4em]"
          error={form.errorOf("otp")}
        />
        <SubmitButton pending={form.pending} pendingLabel="Checking the code…">
          Verify
        </SubmitButton>
      </form>
      <div className="border-t border-slate-200 pt-5 text-center">
        <button
          type="button"
          onClick={sendNewCode}
          aria-busy={resend.busy || undefined}
          className="btn btn-secondary w-full aria-busy:cursor-wait"
        >
          {resend.busy ? "Sending a new code…" : "Send a new code"}
        </button>
        <p aria-live="polite" className="mt-3 min-h-5 text-sm text-slate-700">
          {resend.note}
        </p>
      </div>
    </div>
  );
}
