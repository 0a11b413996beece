import { site } from "@ignitest/contracts";
import { useState } from "react";
import { Link } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import type { PageCopy } from "~/page-copy/page-copy";
import { myProductsUrl, signInUrl } from "~/site/navigation";
import { signOut } from "../api/sign-out";
import { useLoginRecord } from "../hooks/use-login-record";
import { StatusLayout } from "./status-layout";

/**
 * /signin or /signup opened while a login record is stored: who is signed in,
 * with My Products and Sign Out. A failed sign-out changes nothing visible
 * (docs/product/flows.md#sign-out); the button simply works again.
 */
export function ActiveUserScreen({ page }: { page: PageCopy }) {
  const hydrated = useHydrated();
  const record = useLoginRecord();
  const [busy, setBusy] = useState(false);

  if (!hydrated) return <StatusLayout page={page} tone="info" />;

  if (!record) {
    return (
      <StatusLayout page={page} tone="info">
        <p className="text-slate-800">Nobody is signed in on this browser right now.</p>
        <Link to={signInUrl} className="btn btn-primary">
          Sign in
        </Link>
      </StatusLayout>
    );
  }

  return (
    <StatusLayout page={page} tone="info">
      <p className="text-slate-800">
        You are signed in as <strong>{record.name || record.userName}</strong>
        {record.name && record.userName ? <span className="break-all"> ({record.userName})</span> : null}.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={myProductsUrl} className="btn btn-primary">
          Go to My Products
        </Link>
        <button
          type="button"
          className="btn btn-secondary aria-busy:cursor-wait"
          aria-busy={busy || undefined}
          onClick={async () => {
            if (busy) return;
            setBusy(true);
            if (!(await signOut(record))) setBusy(false);
          }}
        >
          {busy ? "Signing out…" : `Sign out of ${site.name}`}
        </button>
      </div>
    </StatusLayout>
  );
}
