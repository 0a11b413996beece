import { useCallback, useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { PageCopy } from "~/page-copy/page-copy";
import { AccountApiError } from "../api/client";
import { validateUserToken } from "../api/validate-user-token";
import { useLinkToken } from "../hooks/use-link-token";
import { AccountFormLayout } from "./account-form-layout";
import { NewPasswordForm } from "./new-password-form";
import { PendingStatus } from "./pending-status";

type LinkCheck = { state: "checking" } | { state: "valid"; email: string } | { state: "failed"; message: string };

/**
 * /change-password?token=…, where the reset e-mail's link lands. The link is
 * checked on arrival (a read; nothing is consumed) so an expired or used link
 * goes straight to /setpassword-link-expired instead of failing after typing.
 */
export function ChangePasswordScreen({ page }: { page: PageCopy }) {
  const token = useLinkToken();
  const navigate = useNavigate();
  const [check, setCheck] = useState<LinkCheck>({ state: "checking" });

  const checkLink = useCallback(
    async (linkToken: string, signal?: AbortSignal) => {
      setCheck({ state: "checking" });
      try {
        const { email } = await validateUserToken({ token: linkToken, purpose: "PASSWORD_RESET" }, signal);
        setCheck({ state: "valid", email });
      } catch (error) {
        if (signal?.aborted) return;
        if (
          error instanceof AccountApiError &&
          (error.code?.startsWith("LINK_") || error.code === "VALIDATION_FAILED")
        ) {
          await navigate("/setpassword-link-expired", { replace: true });
          return;
        }
        const message = error instanceof AccountApiError ? error.message : "We could not check your reset link.";
        setCheck({ state: "failed", message });
      }
    },
    [navigate],
  );

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    void checkLink(token, controller.signal);
    return () => controller.abort();
  }, [token, checkLink]);

  if (token === null) {
    return (
      <AccountFormLayout
        page={page}
        heading="Open the link from your reset e-mail"
        lead="This page sets a new password when you open it from the link in your password reset e-mail. Each link works once, for 30 minutes."
      >
        <p className="text-slate-800">
          No reset e-mail, or the link has run out? Ask for a new one; it takes a minute.
        </p>
        <Link to="/forgot-password" className="btn btn-primary mt-6 w-full">
          Send me a reset link
        </Link>
      </AccountFormLayout>
    );
  }

  return (
    <AccountFormLayout page={page}>
      {token && check.state === "valid" ? (
        <NewPasswordForm token={token} email={check.email} />
      ) : check.state === "failed" ? (
        <div role="alert" className="grid gap-4">
          <p className="font-medium text-red-800">{check.message}</p>
          <button type="button" className="btn btn-primary" onClick={() => token && void checkLink(token)}>
            Try again
          </button>
        </div>
      ) : (
        <PendingStatus label="Checking your reset link…" />
      )}
    </AccountFormLayout>
  );
}
