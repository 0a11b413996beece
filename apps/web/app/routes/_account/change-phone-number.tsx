import { accountMeta } from "~/features/account/account-meta";
import { accountPage } from "~/features/account/account-page.server";
import { ChangePhoneScreen } from "~/features/account/components/change-phone-screen";
import type { Route } from "./+types/change-phone-number";

export function loader() {
  return accountPage("/change-phone-number");
}

export const meta: Route.MetaFunction = ({ loaderData }) => accountMeta({ loaderData });

export default function ChangePhoneNumber({ loaderData }: Route.ComponentProps) {
  return <ChangePhoneScreen page={loaderData.page} />;
}
