import type { PageCopy } from "~/page-copy/page-copy";
import { type ActionLink, ActionLinks } from "./action-links";
import type { StatusTone } from "./status-icon";
import { StatusLayout } from "./status-layout";

/** A status page whose only job is the next step: activated, password changed, link expired… */
export function StatusScreen({
  page,
  tone,
  links,
}: {
  page: PageCopy;
  tone: StatusTone;
  links: readonly ActionLink[];
}) {
  return (
    <StatusLayout page={page} tone={tone}>
      <ActionLinks links={links} />
    </StatusLayout>
  );
}
