import { accountMeta } from "~/features/account/account-meta";
import { accountPage } from "~/features/account/account-page.server";
import { SignUpScreen } from "~/features/account/components/sign-up-screen";
import type { Route } from "./+types/signup";

export function loader() {
  return accountPage("/signup");
}

export const meta: Route.MetaFunction = ({ loaderData }) => accountMeta({ loaderData });

export default function SignUp({ loaderData }: Route.ComponentProps) {
  return <SignUpScreen page={loaderData.page} />;
}
