import { site } from "@ignitest/contracts";
import { useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { siteKeyChallenge } from "~/components/form/captcha-challenge";
import { CaptchaField, type CaptchaHandle } from "~/components/form/captcha-field";
import { EmailField } from "~/components/form/email-field";
import { FormError } from "~/components/form/form-error";
import { PasswordField } from "~/components/form/password-field";
import { PhoneField } from "~/components/form/phone-field";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import { useValidatedForm } from "~/components/form/use-validated-form";
import { signInUrl } from "~/site/navigation";
import { checkEmailExists } from "../api/check-email-exists";
import { AccountApiError } from "../api/client";
import { formFailureFrom } from "../api/form-failure";
import { signUp } from "../api/sign-up";
import { SignUpFormSchema } from "../form-schemas";
import type { FlowState } from "../hooks/use-flow-state";

/** Its solution serves this form only (the purpose is signed into the challenge). */
const captchaChallenge = siteKeyChallenge("signup");

const emailTakenMessage = "An account with this e-mail already exists.";

/**
 * Name, company, work e-mail, phone, password and the captcha. On submit
 * (docs/accounts-flow.md): solve the captcha, ask email/exists, then sign up
 * with the same solution. Every server answer uses the solution up, so the
 * captcha starts afresh after any failure.
 */
export function SignUpForm() {
  const navigate = useNavigate();
  const captcha = useRef<CaptchaHandle>(null);
  const [emailTaken, setEmailTaken] = useState(false);
  const form = useValidatedForm({
    schema: SignUpFormSchema,
    async onValid(values) {
      setEmailTaken(false);
      const payload = await captcha.current?.solve();
      if (!payload) {
        return { fields: { captcha: "The security check could not finish. Select “I'm not a robot” to try again." } };
      }
      try {
        const { exists } = await checkEmailExists({ email: values.email, captcha: payload });
        if (exists) {
          captcha.current?.reset();
          setEmailTaken(true);
          return { fields: { email: emailTakenMessage } };
        }
        await signUp({ ...values, captcha: payload });
      } catch (error) {
        captcha.current?.reset();
        if (error instanceof AccountApiError && error.code === "CAPTCHA_FAILED") {
          return { fields: { captcha: `${error.message} The check runs again when you submit.` } };
        }
        return formFailureFrom(error);
      }
      const state: FlowState = { email: values.email };
      await navigate("/registration-success", { state });
      return undefined;
    },
  });

  return (
    <form {...form.formProps} aria-label="Create your account" className="grid gap-5">
      <FormError key={form.summaryKey} {...form.summary} />
      <TextField {...form.field("name")} label="Full name" autoComplete="name" />
      <TextField {...form.field("company")} label="Company" autoComplete="organization" />
      <div>
        <EmailField {...form.field("email")} label="Work e-mail" />
        {emailTaken && form.errorOf("email") === emailTakenMessage ? (
          <p className="mt-1.5 text-sm text-slate-700">
            <Link to={signInUrl} className="link font-semibold">
              Sign in instead
            </Link>{" "}
            or{" "}
            <Link to="/forgot-password" className="link font-semibold">
              reset your password
            </Link>
            .
          </p>
        ) : null}
      </div>
      <PhoneField {...form.field("phone")} label="Phone number" hint="With the country code, e.g. +44 20 7946 0958." />
      <PasswordField
        {...form.field("password")}
        label="Password"
        hint="At least 12 characters. A passphrase of unrelated words works well."
        autoComplete="new-password"
      />
      <CaptchaField
        ref={captcha}
        id={form.fieldId("captcha")}
        error={form.errorOf("captcha")}
        challenge={captchaChallenge}
      />
      <p className="text-sm text-slate-700">
        By creating an account you agree to the {site.name} Terms of use and{" "}
        <Link to="/privacy-policy" className="link">
          Privacy policy
        </Link>
        .
      </p>
      <SubmitButton pending={form.pending} pendingLabel="Creating your account…">
        Create account
      </SubmitButton>
      <p className="text-center text-sm text-slate-700">
        Already have an account?{" "}
        <Link to={signInUrl} className="link font-semibold">
          Sign in
        </Link>
      </p>
    </form>
  );
}
