import { accountMeta } from "~/features/account/account-meta";
import { accountPage } from "~/features/account/account-page.server";
import { ActivationWarningScreen } from "~/features/account/components/activation-warning-screen";
import type { Route } from "./+types/activation-warning";

export function loader() {
  return accountPage("/activation-warning");
}

export const meta: Route.MetaFunction = ({ loaderData }) => accountMeta({ loaderData });

export default function ActivationWarning({ loaderData }: Route.ComponentProps) {
  return <ActivationWarningScreen page={loaderData.page} />;
}
