import { site } from "@ignitest/contracts";
import { Link, useNavigate } from "react-router";
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

type SignInFormProps = {
  /** Where a successful sign-in goes. */
  destination: string;
  /** Set just before the record is stored, so the page does not treat the new login as an old one. */
  onSigningIn: () => void;
  /** The product radios, rendered inside the form. */
  children?: React.ReactNode;
};

/** E-mail and password; on success the login record is stored and the user moves on. */
export function SignInForm({ destination, onSigningIn, children }: SignInFormProps) {
  const navigate = useNavigate();
  const form = useValidatedForm({
    schema: SignInFormSchema,
    async onValid({ email, password }) {
      try {
        onSigningIn();
        await signIn({ email, password });
      } catch (error) {
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
