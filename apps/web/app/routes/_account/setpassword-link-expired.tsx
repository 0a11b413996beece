import { accountMeta } from "~/features/account/account-meta";
import { accountPage } from "~/features/account/account-page.server";
import type { ActionLink } from "~/features/account/components/action-links";
import { StatusScreen } from "~/features/account/components/status-screen";
import { signInUrl } from "~/site/navigation";
import type { Route } from "./+types/setpassword-link-expired";

export function loader() {
  return accountPage("/setpassword-link-expired");
}

export const meta: Route.MetaFunction = ({ loaderData }) => accountMeta({ loaderData });

const nextSteps: ActionLink[] = [
  { to: "/forgot-password", label: "Send a new link", primary: true },
  { to: signInUrl, label: "Back to sign in" },
];

export default function SetPasswordLinkExpired({ loaderData }: Route.ComponentProps) {
  return <StatusScreen page={loaderData.page} tone="expired" links={nextSteps} />;
}
