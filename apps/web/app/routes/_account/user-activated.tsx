import { accountMeta } from "~/features/account/account-meta";
import { accountPage } from "~/features/account/account-page.server";
import { UserActivatedScreen } from "~/features/account/components/user-activated-screen";
import type { Route } from "./+types/user-activated";

export function loader() {
  return accountPage("/user-activated");
}

export const meta: Route.MetaFunction = ({ loaderData }) => accountMeta({ loaderData });

export default function UserActivated({ loaderData }: Route.ComponentProps) {
  return <UserActivatedScreen page={loaderData.page} />;
}
