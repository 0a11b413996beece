import { accountMeta } from "~/features/account/account-meta";
import { accountPage } from "~/features/account/account-page.server";
import { SignInScreen } from "~/features/account/components/sign-in-screen";
import type { Route } from "./+types/signin";

export function loader() {
  return accountPage("/signin");
}

export const meta: Route.MetaFunction = ({ loaderData }) => accountMeta({ loaderData });

export default function SignIn({ loaderData }: Route.ComponentProps) {
  return <SignInScreen page={loaderData.page} />;
}
