import { accountMeta } from "~/features/account/account-meta";
import { accountPage } from "~/features/account/account-page.server";
import type { ActionLink } from "~/features/account/components/action-links";
import { StatusScreen } from "~/features/account/components/status-screen";
import { signInUrl } from "~/site/navigation";
import type { Route } from "./+types/activation-success";

export function loader() {
  return accountPage("/activation-success");
}

export const meta: Route.MetaFunction = ({ loaderData }) => accountMeta({ loaderData });

const nextSteps: ActionLink[] = [{ to: signInUrl, label: "Sign in", primary: true }];

export default function ActivationSuccess({ loaderData }: Route.ComponentProps) {
  return <StatusScreen page={loaderData.page} tone="success" links={nextSteps} />;
}
