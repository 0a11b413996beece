import { site } from "@ignitest/contracts";
import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import type { PageCopy } from "~/page-copy/page-copy";
import { useLoginRecord } from "../hooks/use-login-record";
import { signInProductFrom } from "../sign-in-products";
import { AccountFormLayout } from "./account-form-layout";
import { ProductChoice } from "./product-choice";
import { SignInForm } from "./sign-in-form";

/**
 * /signin?product=…: says which product the visitor signs in to and lets them
 * switch. The page is prerendered without the query, so until hydration it
 * shows the copy's general heading with Platform selected.
 */
export function SignInScreen({ page }: { page: PageCopy }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const product = signInProductFrom(hydrated ? params.get("product") : null);
  const record = useLoginRecord();
  const signingIn = useRef(false);
  // A page that sent the visitor here to sign in (the academy exam) gets them back; otherwise the products page.
  const destination = safeReturnPath(hydrated ? params.get("returnTo") : null) ?? `/${site.slug}-products`;

  // Already signed in (docs/accounts-flow.md): say so instead of asking again.
  useEffect(() => {
    if (record && !signingIn.current) void navigate("/active-user", { replace: true });
  }, [record, navigate]);

  return (
    <AccountFormLayout page={page} heading={hydrated ? `Sign in to ${product.name}` : undefined}>
      <SignInForm
        destination={destination}
        onSigningIn={() => {
          signingIn.current = true;
        }}
      >
        <ProductChoice
          selected={product}
          onSelect={(next) => {
            const query = new URLSearchParams(params);
            query.set("product", next.slug);
            setParams(query, { replace: true, preventScrollReset: true });
          }}
        />
      </SignInForm>
    </AccountFormLayout>
  );
}

/** A path on this site only (one leading slash): never an open redirect to another origin. */
export function safeReturnPath(value: string | null): string | undefined {
  return value && /^\/(?![/\\])/.test(value) ? value : undefined;
}
