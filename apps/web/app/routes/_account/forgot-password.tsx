import { accountMeta } from "~/features/account/account-meta";
import { accountPage } from "~/features/account/account-page.server";
import { AccountFormLayout } from "~/features/account/components/account-form-layout";
import { ForgotPasswordForm } from "~/features/account/components/forgot-password-form";
import type { Route } from "./+types/forgot-password";

export function loader() {
  return accountPage("/forgot-password");
}

export const meta: Route.MetaFunction = ({ loaderData }) => accountMeta({ loaderData });

export default function ForgotPassword({ loaderData }: Route.ComponentProps) {
  return (
    <AccountFormLayout page={loaderData.page}>
      <ForgotPasswordForm />
    </AccountFormLayout>
  );
}
