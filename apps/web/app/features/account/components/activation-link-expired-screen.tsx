import type { PageCopy } from "~/page-copy/page-copy";
import { useFlowState } from "../hooks/use-flow-state";
import { ResendActivationForm } from "./resend-activation-form";
import { StatusLayout } from "./status-layout";

/** An activation link that is too old, unknown or malformed: ask for the address and send a new one. */
export function ActivationLinkExpiredScreen({ page }: { page: PageCopy }) {
  const { email } = useFlowState();
  return (
    <StatusLayout page={page} tone="expired">
      <ResendActivationForm email={email} label="Send a new link" />
    </StatusLayout>
  );
}
