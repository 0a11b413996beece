import type { PageCopy } from "~/page-copy/page-copy";
import { useFlowState } from "../hooks/use-flow-state";
import { SentTo } from "./action-links";
import { ResendActivationForm } from "./resend-activation-form";
import { StatusLayout } from "./status-layout";

/** After sign-up: check your inbox, with a resend for the address just registered. */
export function RegistrationSuccessScreen({ page }: { page: PageCopy }) {
  const { email } = useFlowState();
  return (
    <StatusLayout page={page} tone="mail">
      <SentTo email={email} />
      <p className="text-slate-700">No e-mail after a few minutes? We can send the link again.</p>
      <ResendActivationForm email={email} label="Resend the e-mail" />
    </StatusLayout>
  );
}
