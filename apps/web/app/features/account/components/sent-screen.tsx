import type { PageCopy } from "~/page-copy/page-copy";
import { useFlowState } from "../hooks/use-flow-state";
import { type ActionLink, ActionLinks, SentTo } from "./action-links";
import { StatusLayout } from "./status-layout";

/** "Check your e-mail" after a resend or a reset request, naming the address when it is known. */
export function SentScreen({ page, links }: { page: PageCopy; links: readonly ActionLink[] }) {
  const { email } = useFlowState();
  return (
    <StatusLayout page={page} tone="mail">
      <SentTo email={email} />
      <ActionLinks links={links} />
    </StatusLayout>
  );
}
