import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { PageCopy } from "~/page-copy/page-copy";
import { activateAccount } from "../api/activate-account";
import { AccountApiError } from "../api/client";
import { validateUserToken } from "../api/validate-user-token";
import type { FlowState } from "../hooks/use-flow-state";
import { useLinkToken } from "../hooks/use-link-token";
import { PendingStatus } from "./pending-status";
import { ResendActivationForm } from "./resend-activation-form";
import { StatusLayout } from "./status-layout";

/** Where each unusable-link answer leads (docs/accounts-flow.md). */
function pageForLinkError(error: unknown): string | null {
  if (!(error instanceof AccountApiError)) return null;
  switch (error.code) {
    case "LINK_USED":
      return "/user-already-activated";
    case "LINK_EXPIRED":
    case "LINK_INVALID":
    case "VALIDATION_FAILED":
      return "/activation-link-expired";
    default:
      return null;
  }
}

/**
 * /user-activated?token=…, where the activation e-mail's link lands: check
 * the link (validate/user-token), consume it (activation/activate), then
 * replace this history entry with the outcome page, so Back never re-submits.
 */
export function UserActivatedScreen({ page }: { page: PageCopy }) {
  const token = useLinkToken();
  const navigate = useNavigate();
  const started = useRef(false);
  const [problem, setProblem] = useState<string | null>(null);

  const activate = useCallback(
    async (linkToken: string) => {
      setProblem(null);
      try {
        await validateUserToken({ token: linkToken, purpose: "ACTIVATION" });
        const { email } = await activateAccount({ token: linkToken });
        const state: FlowState = { email };
        await navigate("/activation-success", { replace: true, state });
      } catch (error) {
        const next = pageForLinkError(error);
        if (next) await navigate(next, { replace: true });
        else setProblem(error instanceof AccountApiError ? error.message : "We could not activate your account.");
      }
    },
    [navigate],
  );

  useEffect(() => {
    // Once per page view: the activate call consumes the link (and StrictMode runs effects twice).
    if (!token || started.current) return;
    started.current = true;
    void activate(token);
  }, [token, activate]);

  if (token === null) {
    return (
      <StatusLayout
        page={page}
        tone="mail"
        heading="Open the link from your activation e-mail"
        lead="This page activates your account when you open it from the link we e-mailed you. If you cannot find that e-mail, or its link has expired, we can send a new one."
      >
        <ResendActivationForm label="Send a new activation link" />
      </StatusLayout>
    );
  }

  return (
    <StatusLayout page={page} tone="info">
      {problem ? (
        <div role="alert" className="grid justify-items-center gap-4">
          <p className="font-medium text-red-800">{problem}</p>
          <button type="button" className="btn btn-primary" onClick={() => token && void activate(token)}>
            Try again
          </button>
        </div>
      ) : (
        <PendingStatus label="Activating your account…" />
      )}
    </StatusLayout>
  );
}
