import { accountMeta } from "~/features/account/account-meta";
import { accountPage } from "~/features/account/account-page.server";
import type { ActionLink } from "~/features/account/components/action-links";
import { SentScreen } from "~/features/account/components/sent-screen";
import { signInUrl } from "~/site/navigation";
import type { Route } from "./+types/reset-link-sent-success";

export function loader() {
  return accountPage("/reset-link-sent-success");
}

export const meta: Route.MetaFunction = ({ loaderData }) => accountMeta({ loaderData });

const nextSteps: ActionLink[] = [
  { to: signInUrl, label: "Back to sign in", primary: true },
  { to: "/forgot-password", label: "Send another link" },
];

export default function ResetLinkSentSuccess({ loaderData }: Route.ComponentProps) {
  return <SentScreen page={loaderData.page} links={nextSteps} />;
}
