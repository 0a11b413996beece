import { useId, useState } from "react";
import { Link } from "react-router";
import { DeferredPopover } from "~/components/ui/deferred-popover";
import type { LoginRecord } from "~/features/account";
import { useProductLaunch } from "~/features/products";
import { type MyProduct, myProducts, myProductsUrl } from "~/site/navigation";
import { header as words } from "../../../../../content/pages/site-chrome";
import { DotGridIcon, NavIcon } from "./header-icons";
import { barIconButton, panel } from "./header-styles";

const tile =
  "flex w-full flex-col items-center gap-2 rounded-lg p-3 text-sm font-medium text-slate-800 ring-1 ring-slate-200 hover:bg-ink-50 hover:text-ink-900 hover:ring-ink-100";

/**
 * The dot-grid My Products menu (docs/product/pages-and-routes.md#header, docs/product/flows.md#app-links). Signed-out
 * visitors are sent to sign in for Platform and Finder and to the product
 * pages for Cloud and Assets. Signed-in users open the Platform app (project
 * or license page, by the license test) and the Finder desktop client directly.
 */
export function MyProductsMenu({ record }: { record: LoginRecord | null }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const { openPlatform, openFinder } = useProductLaunch(record);
  const launchers: Partial<Record<MyProduct["id"], () => void>> = record
    ? { platform: openPlatform, finder: openFinder }
    : {};

  return (
    <DeferredPopover
      open={open}
      onOpenChange={setOpen}
      trigger={{ "aria-label": words.myProducts, className: barIconButton, children: <DotGridIcon /> }}
      labelledBy={titleId}
      panelClassName={`${panel} z-[60] w-72 p-4`}
    >
      <p id={titleId} className="text-sm font-semibold text-slate-900">
        {words.myProducts}
      </p>
      <ul className="mt-3 grid grid-cols-2 gap-2">
        {myProducts.map((product) => {
          const launch = launchers[product.id];
          return (
            <li key={product.id}>
              {launch ? (
                <button
                  type="button"
                  className={tile}
                  onClick={() => {
                    setOpen(false);
                    launch();
                  }}
                >
                  <NavIcon name={product.icon} className="size-6 text-ink-700" />
                  {product.text}
                </button>
              ) : (
                <Link to={product.signedOutUrl} prefetch="intent" onClick={() => setOpen(false)} className={tile}>
                  <NavIcon name={product.icon} className="size-6 text-ink-700" />
                  {product.text}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      {record ? (
        <Link to={myProductsUrl} onClick={() => setOpen(false)} className="link mt-3 block text-sm font-semibold">
          {words.allMyProducts}
        </Link>
      ) : null}
    </DeferredPopover>
  );
}
