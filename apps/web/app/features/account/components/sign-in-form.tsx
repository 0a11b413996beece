import { site } from "@ignitest/contracts";
import { useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { siteKeyChallenge } from "~/components/form/captcha-challenge";
import { CaptchaField, type CaptchaHandle } from "~/components/form/captcha-field";
import { FormError } from "~/components/form/form-error";
import { PasswordField } from "~/components/form/password-field";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import { useValidatedForm } from "~/components/form/use-validated-form";
import { AccountApiError } from "../api/client";
import { formFailureFrom } from "../api/form-failure";
import { signIn } from "../api/sign-in";
import { SignInFormSchema } from "../form-schemas";
import type { FlowState } from "../hooks/use-flow-state";

/** Asked for only after many failed sign-ins to the account (the service answers CAPTCHA_REQUIRED). */
const captchaChallenge = siteKeyChallenge("signin");

type SignInFormProps = {
  /** Where a successful sign-in goes. */
  destination: string;
  /** Set just before the record is stored, so the page does not treat the new login as an old one. */
  onSigningIn: () => void;
  /** The product radios, rendered inside the form. */
  children?: React.ReactNode;
};

/**
 * E-mail and password; on success the login record is stored and the user
 * moves on. After many failed sign-ins to an account the service asks for a
 * captcha as well: the field appears and the next submit solves it.
 */
export function SignInForm({ destination, onSigningIn, children }: SignInFormProps) {
  const navigate = useNavigate();
  const captcha = useRef<CaptchaHandle>(null);
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const form = useValidatedForm({
    schema: SignInFormSchema,
    async onValid({ email, password }) {
      let solved: string | undefined;
      if (captchaNeeded) {
        solved = (await captcha.current?.solve()) ?? undefined;
        if (!solved) {
          return { fields: { captcha: "The security check could not finish. Select “I'm not a robot” to try again." } };
        }
      }
      try {
        onSigningIn();
        await signIn({ email, password, ...(solved ? { captcha: solved } : {}) });
      } catch (error) {
        // A solution is accepted once: the next try needs a fresh one.
        captcha.current?.reset();
        if (
          error instanceof AccountApiError &&
          (error.code === "CAPTCHA_REQUIRED" || error.code === "CAPTCHA_FAILED")
        ) {
          setCaptchaNeeded(true);
          return { fields: { captcha: error.message } };
        }
        if (error instanceof AccountApiError && error.code === "ACCOUNT_NOT_ACTIVATED") {
          const state: FlowState = { email };
          await navigate("/activation-warning", { state });
          return undefined;
        }
        return formFailureFrom(error);
      }
      await navigate(destination);
      return undefined;
    },
  });

  return (
    <form {...form.formProps} aria-label="Sign in" className="grid gap-5">
      <FormError key={form.summaryKey} {...form.summary} />
      {children}
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
      <PasswordField
        id={form.fieldId("password")}
        name="password"
        label="Password"
        autoComplete="current-password"
        error={form.errorOf("password")}
        footer={
          <p className="mt-2 text-right text-sm">
            <Link to="/forgot-password" className="link">
              Forgot password?
            </Link>
          </p>
        }
      />
      {captchaNeeded ? (
        <CaptchaField
          ref={captcha}
          id={form.fieldId("captcha")}
          error={form.errorOf("captcha")}
          challenge={captchaChallenge}
        />
      ) : null}
      <SubmitButton pending={form.pending} pendingLabel="Signing in…">
        Sign in
      </SubmitButton>
      <p className="text-center text-sm text-slate-700">
        New to {site.name}?{" "}
        <Link to="/signup" className="link font-semibold">
          Create a free account
        </Link>
      </p>
    </form>
  );
}
