import { accountMeta } from "~/features/account/account-meta";
import { accountPage } from "~/features/account/account-page.server";
import { ChangePasswordScreen } from "~/features/account/components/change-password-screen";
import type { Route } from "./+types/change-password";

export function loader() {
  return accountPage("/change-password");
}

export const meta: Route.MetaFunction = ({ loaderData }) => accountMeta({ loaderData });

export default function ChangePassword({ loaderData }: Route.ComponentProps) {
  return <ChangePasswordScreen page={loaderData.page} />;
}
