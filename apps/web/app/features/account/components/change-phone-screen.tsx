import { Link } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import type { PageCopy } from "~/page-copy/page-copy";
import { signInUrl } from "~/site/navigation";
import { useLoginRecord } from "../hooks/use-login-record";
import { AccountFormLayout } from "./account-form-layout";
import { ChangePhoneForm } from "./change-phone-form";

/**
 * /change-phone-number, for signed-in users only. Signed out, the page says
 * so in place and offers sign-in rather than redirecting: the address stays
 * the page the visitor asked for, and the prerendered page keeps its own h1.
 */
export function ChangePhoneScreen({ page }: { page: PageCopy }) {
  const hydrated = useHydrated();
  const record = useLoginRecord();

  return (
    <AccountFormLayout page={page}>
      {hydrated && !record ? (
        <div className="grid gap-5">
          <p className="text-slate-800">
            Sign in first: the verification code goes to the e-mail address of your account.
          </p>
          <Link to={signInUrl} className="btn btn-primary w-full">
            Sign in
          </Link>
        </div>
      ) : (
        <ChangePhoneForm />
      )}
    </AccountFormLayout>
  );
}
