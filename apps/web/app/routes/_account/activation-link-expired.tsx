import { accountMeta } from "~/features/account/account-meta";
import { accountPage } from "~/features/account/account-page.server";
import { ActivationLinkExpiredScreen } from "~/features/account/components/activation-link-expired-screen";
import type { Route } from "./+types/activation-link-expired";

export function loader() {
  return accountPage("/activation-link-expired");
}

export const meta: Route.MetaFunction = ({ loaderData }) => accountMeta({ loaderData });

export default function ActivationLinkExpired({ loaderData }: Route.ComponentProps) {
  return <ActivationLinkExpiredScreen page={loaderData.page} />;
}
