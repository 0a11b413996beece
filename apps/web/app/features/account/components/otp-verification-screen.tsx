import { useState } from "react";
import { Link } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import type { PageCopy } from "~/page-copy/page-copy";
import { myProductsUrl } from "~/site/navigation";
import { useFlowState } from "../hooks/use-flow-state";
import { AccountFormLayout } from "./account-form-layout";
import { OtpForm } from "./otp-form";
import { StatusIcon } from "./status-icon";

/**
 * /otp-verification, after /change-phone-number sent a code. Needs the phone
 * from that step; opened on its own it points back there. Success is shown in place.
 */
export function OtpVerificationScreen({ page }: { page: PageCopy }) {
  const hydrated = useHydrated();
  const { phone } = useFlowState();
  const [savedPhone, setSavedPhone] = useState<string | null>(null);

  const intro = phone ? (
    <p className="mt-4 max-w-xl text-slate-800">
      The code confirms the new number <strong>{phone}</strong>.
    </p>
  ) : null;

  return (
    <AccountFormLayout page={page} intro={intro}>
      {savedPhone ? (
        <div role="status" className="grid justify-items-center gap-4 text-center">
          <StatusIcon tone="success" />
          <p className="text-lg font-semibold text-slate-900">Your phone number is now {savedPhone}.</p>
          <Link to={myProductsUrl} className="btn btn-primary">
            Go to My Products
          </Link>
        </div>
      ) : phone ? (
        <OtpForm phone={phone} onVerified={setSavedPhone} />
      ) : hydrated ? (
        <div className="grid gap-5">
          <p className="text-slate-800">
            Codes are sent when you enter a new number. Start there, and come back with the code.
          </p>
          <Link to="/change-phone-number" className="btn btn-primary w-full">
            Enter your new number
          </Link>
        </div>
      ) : (
        <p className="text-slate-700">Loading…</p>
      )}
    </AccountFormLayout>
  );
}
