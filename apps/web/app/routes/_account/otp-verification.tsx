import { accountMeta } from "~/features/account/account-meta";
import { accountPage } from "~/features/account/account-page.server";
import { OtpVerificationScreen } from "~/features/account/components/otp-verification-screen";
import type { Route } from "./+types/otp-verification";

export function loader() {
  return accountPage("/otp-verification");
}

export const meta: Route.MetaFunction = ({ loaderData }) => accountMeta({ loaderData });

export default function OtpVerification({ loaderData }: Route.ComponentProps) {
  return <OtpVerificationScreen page={loaderData.page} />;
}
