import { accountMeta } from "~/features/account/account-meta";
import { accountPage } from "~/features/account/account-page.server";
import { RegistrationSuccessScreen } from "~/features/account/components/registration-success-screen";
import type { Route } from "./+types/registration-success";

export function loader() {
  return accountPage("/registration-success");
}

export const meta: Route.MetaFunction = ({ loaderData }) => accountMeta({ loaderData });

export default function RegistrationSuccess({ loaderData }: Route.ComponentProps) {
  return <RegistrationSuccessScreen page={loaderData.page} />;
}
