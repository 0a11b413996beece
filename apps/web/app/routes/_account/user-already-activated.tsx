import { accountMeta } from "~/features/account/account-meta";
import { accountPage } from "~/features/account/account-page.server";
import type { ActionLink } from "~/features/account/components/action-links";
import { StatusScreen } from "~/features/account/components/status-screen";
import { signInUrl } from "~/site/navigation";
import type { Route } from "./+types/user-already-activated";

export function loader() {
  return accountPage("/user-already-activated");
}

export const meta: Route.MetaFunction = ({ loaderData }) => accountMeta({ loaderData });

const nextSteps: ActionLink[] = [
  { to: signInUrl, label: "Sign in", primary: true },
  { to: "/forgot-password", label: "Forgot password?" },
];

export default function UserAlreadyActivated({ loaderData }: Route.ComponentProps) {
  return <StatusScreen page={loaderData.page} tone="info" links={nextSteps} />;
}
