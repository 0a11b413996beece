import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { demoUrl, pricingItem, signInUrl } from "~/site/navigation";
import { header as words } from "../../../../../content/pages/site-chrome";
import { CloseIcon, MenuIcon } from "./header-icons";
import { barIconButton } from "./header-styles";
import { MenuLink } from "./menu-link";

/** The accordion's code (Radix Accordion) loads when the menu first opens. */
const MobileAccordion = lazy(() =>
  import("./mobile-accordion").then((module) => ({ default: module.MobileAccordion })),
);

/**
 * The menu below the lg breakpoint: a disclosure button and a panel under the
 * bar holding the accordion, Pricing and, when signed out, Sign In and Get a
 * Demo. It closes on navigation (choosing a link, back or forward) and on Escape.
 */
export function MobileMenu({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // Close when the location changes (also back/forward), adjusting state during render.
  const { key } = useLocation();
  const [seenKey, setSeenKey] = useState(key);
  if (key !== seenKey) {
    setSeenKey(key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-label={words.menuButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpened(true);
          setOpen((value) => !value);
        }}
        className={barIconButton}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white text-slate-900 shadow-xl"
      >
        <nav aria-label={words.mainNavLabel} className="container-page py-3">
          {opened ? (
            <Suspense fallback={<p className="px-3 py-3.5 text-sm text-slate-600">{words.menuLoading}</p>}>
              <MobileAccordion />
            </Suspense>
          ) : null}
          <div className="border-t border-slate-200 pt-2">
            <MenuLink
              item={pricingItem}
              className="flex rounded-md px-3 py-3.5 text-base font-semibold text-slate-900 hover:bg-slate-50 aria-[current=page]:text-ink-800"
            />
          </div>
          {signedIn ? null : (
            <div className="grid gap-3 border-t border-slate-200 px-3 pb-2 pt-4 sm:grid-cols-2">
              <Link to={signInUrl} target="_blank" rel="noopener" className="btn btn-secondary">
                {words.signIn}
                <span className="sr-only">{words.newTab}</span>
              </Link>
              <Link to={demoUrl} prefetch="intent" className="btn btn-primary">
                {words.demo}
              </Link>
            </div>
          )}
        </nav>
      </div>
    </div>
  );
}
