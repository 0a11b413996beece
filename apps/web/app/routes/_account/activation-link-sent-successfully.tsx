import { accountMeta } from "~/features/account/account-meta";
import { accountPage } from "~/features/account/account-page.server";
import type { ActionLink } from "~/features/account/components/action-links";
import { SentScreen } from "~/features/account/components/sent-screen";
import { signInUrl } from "~/site/navigation";
import type { Route } from "./+types/activation-link-sent-successfully";

export function loader() {
  return accountPage("/activation-link-sent-successfully");
}

export const meta: Route.MetaFunction = ({ loaderData }) => accountMeta({ loaderData });

const nextSteps: ActionLink[] = [{ to: signInUrl, label: "Go to sign in", primary: true }];

export default function ActivationLinkSentSuccessfully({ loaderData }: Route.ComponentProps) {
  return <SentScreen page={loaderData.page} links={nextSteps} />;
}
