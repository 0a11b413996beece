import { site } from "@ignitest/contracts";
import { Link } from "react-router";
import type { LoginRecord } from "~/features/account";
import { fillTemplate } from "~/lib/fill-template";
import type { PageCopy } from "~/page-copy/page-copy";
import { labels } from "../../../../../../content/pages/my-products";
import { useProductLaunch } from "../hooks/use-product-launch";
import { ProductCard } from "./product-card";
import { RenewalNotice } from "./renewal-notice";

const brand = { name: site.name };

/** /{brand}-products for a signed-in user: the two launchable products, then Cloud and Assets. */
export function MyProductsScreen({ page, record }: { page: PageCopy; record: LoginRecord }) {
  const { openPlatform, openFinder } = useProductLaunch(record);
  const platform = page.sections.find((section) => section.id === "platform");
  const finder = page.sections.find((section) => section.id === "finder");
  const more = page.sections.find((section) => section.id === "cloud-and-assets");
  return (
    <div className="container-page grid gap-8 py-12">
      <RenewalNotice record={record} />
      <ul className="grid gap-6 md:grid-cols-2">
        {platform ? (
          <ProductCard
            section={platform}
            action={fillTemplate(labels.openPlatform, brand)}
            hint={labels.newWindow}
            onOpen={openPlatform}
          />
        ) : null}
        {finder ? (
          <ProductCard section={finder} action={fillTemplate(labels.launchFinder, brand)} onOpen={openFinder} />
        ) : null}
      </ul>
      {more ? (
        <section aria-labelledby="more-products" className="rounded-2xl bg-slate-50 p-6">
          <h2 id="more-products" className="text-xl font-bold">
            {more.heading}
          </h2>
          <p className="mt-2 max-w-3xl text-slate-700">{more.body}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <Link to={`/${site.slug}-cloud`} className="btn btn-secondary">
              {fillTemplate(labels.goToCloud, brand)}
            </Link>
            <Link to={`/${site.slug}-assets`} className="btn btn-secondary">
              {fillTemplate(labels.goToAssets, brand)}
            </Link>
          </div>
        </section>
      ) : null}
    </div>
  );
}
