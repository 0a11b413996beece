import * as Popover from "@radix-ui/react-popover";
import { useId, useState } from "react";
import { Link } from "react-router";
import { myProducts, myProductsUrl } from "~/site/navigation";
import { DotGridIcon, NavIcon } from "./header-icons";
import { barIconButton, panel } from "./header-styles";

/**
 * The dot-grid My Products menu (SPEC sections 2 and 6). Signed-out visitors
 * are sent to sign in for Platform and Finder and to the product pages for
 * Cloud and Assets; signed-in users go to the My Products page.
 */
export function MyProductsMenu({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger type="button" aria-label="My Products" className={barIconButton}>
        <DotGridIcon />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={10}
          collisionPadding={12}
          aria-labelledby={titleId}
          className={`${panel} z-[60] w-72 p-4`}
        >
          <p id={titleId} className="text-sm font-semibold text-slate-900">
            My Products
          </p>
          <ul className="mt-3 grid grid-cols-2 gap-2">
            {myProducts.map((product) => (
              <li key={product.id}>
                <Link
                  to={signedIn ? myProductsUrl : product.signedOutUrl}
                  prefetch="intent"
                  onClick={() => setOpen(false)}
                  className="flex flex-col items-center gap-2 rounded-lg p-3 text-sm font-medium text-slate-800 ring-1 ring-slate-200 hover:bg-ink-50 hover:text-ink-900 hover:ring-ink-100"
                >
                  <NavIcon name={product.icon} className="size-6 text-ink-700" />
                  {product.text}
                </Link>
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
