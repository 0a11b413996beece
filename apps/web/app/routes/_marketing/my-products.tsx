import { withBrand } from "@ignitest/contracts";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { PageBanner } from "~/components/page/page-banner";
import { useLoginRecord } from "~/features/account/hooks/use-login-record";
import { MyProductsScreen } from "~/features/products/components/my-products-screen";
import { useHydrated } from "~/lib/use-hydrated";
import { pageCopy } from "~/page-copy/pages.server";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/my-products";

const path = withBrand("/{brand}-products");

export const handle = { headerStyle: "position" };

export async function loader() {
  const page = pageCopy(path);
  if (!page) throw new Error(`content/pages has no copy for ${path}`);
  return { page };
}

export function meta({ loaderData: { page } }: Route.MetaArgs) {
  return pageMeta({ title: page.title, description: page.description, path: page.path, noindex: true });
}

/** Signed-in users only (docs/product/pages-and-routes.md#my-products): with no login record the visitor goes to /. */
export default function MyProducts({ loaderData: { page } }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const record = useLoginRecord();
  const navigate = useNavigate();
  useEffect(() => {
    if (hydrated && !record) navigate("/", { replace: true });
  }, [hydrated, record, navigate]);

  return (
    <>
      <PageBanner eyebrow={page.eyebrow} title={page.h1} lead={page.lead} tone="light" />
      {hydrated && record ? (
        <MyProductsScreen page={page} record={record} />
      ) : (
        <div className="container-page py-12" aria-busy="true">
          <div className="grid gap-6 md:grid-cols-2">
            <div className="h-72 animate-pulse rounded-2xl bg-slate-100" />
            <div className="h-72 animate-pulse rounded-2xl bg-slate-100" />
          </div>
        </div>
      )}
    </>
  );
}
