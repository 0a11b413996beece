import { accountMeta } from "~/features/account/account-meta";
import { accountPage } from "~/features/account/account-page.server";
import { ActiveUserScreen } from "~/features/account/components/active-user-screen";
import type { Route } from "./+types/active-user";

export function loader() {
  return accountPage("/active-user");
}

export const meta: Route.MetaFunction = ({ loaderData }) => accountMeta({ loaderData });

export default function ActiveUser({ loaderData }: Route.ComponentProps) {
  return <ActiveUserScreen page={loaderData.page} />;
}
