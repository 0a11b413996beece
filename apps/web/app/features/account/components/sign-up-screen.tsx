import { useEffect } from "react";
import { useNavigate } from "react-router";
import type { PageCopy } from "~/page-copy/page-copy";
import { useLoginRecord } from "../hooks/use-login-record";
import { AccountFormLayout } from "./account-form-layout";
import { SignUpForm } from "./sign-up-form";
import { TrialSummary } from "./trial-summary";

/** /signup: the free account form; someone already signed in is told so instead. */
export function SignUpScreen({ page }: { page: PageCopy }) {
  const navigate = useNavigate();
  const record = useLoginRecord();
  useEffect(() => {
    if (record) void navigate("/active-user", { replace: true });
  }, [record, navigate]);

  return (
    <AccountFormLayout page={page} intro={<TrialSummary />}>
      <SignUpForm />
    </AccountFormLayout>
  );
}
