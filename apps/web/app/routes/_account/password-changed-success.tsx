import { accountMeta } from "~/features/account/account-meta";
import { accountPage } from "~/features/account/account-page.server";
import type { ActionLink } from "~/features/account/components/action-links";
import { StatusScreen } from "~/features/account/components/status-screen";
import { signInUrl } from "~/site/navigation";
import type { Route } from "./+types/password-changed-success";

export function loader() {
  return accountPage("/password-changed-success");
}

export const meta: Route.MetaFunction = ({ loaderData }) => accountMeta({ loaderData });

const nextSteps: ActionLink[] = [{ to: signInUrl, label: "Sign in with your new password", primary: true }];

export default function PasswordChangedSuccess({ loaderData }: Route.ComponentProps) {
  return <StatusScreen page={loaderData.page} tone="success" links={nextSteps} />;
}
