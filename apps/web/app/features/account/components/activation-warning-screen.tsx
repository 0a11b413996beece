import type { PageCopy } from "~/page-copy/page-copy";
import { useFlowState } from "../hooks/use-flow-state";
import { ResendActivationForm } from "./resend-activation-form";
import { StatusLayout } from "./status-layout";

/** Sign-in with the right password on an account that is not activated yet (ACCOUNT_NOT_ACTIVATED). */
export function ActivationWarningScreen({ page }: { page: PageCopy }) {
  const { email } = useFlowState();
  return (
    <StatusLayout page={page} tone="warning">
      {email ? (
        <p className="text-slate-800">
          The account <strong className="break-all">{email}</strong> is waiting for activation.
        </p>
      ) : null}
      <ResendActivationForm email={email} label="Send a new activation link" />
    </StatusLayout>
  );
}
