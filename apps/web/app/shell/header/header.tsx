import { Link } from "react-router";
import { useLoginRecord } from "~/features/account";
import { SearchButton } from "~/features/search";
import { ThemeSwitch } from "~/features/theme";
import { demoUrl, signInUrl } from "~/site/navigation";
import { header as words } from "../../../../../content/pages/site-chrome";
import { DesktopNav } from "./desktop-nav";
import { barControl, barIconButton } from "./header-styles";
import { MobileMenu } from "./mobile-menu";
import { MyProductsMenu } from "./my-products-menu";
import { ProfileMenu } from "./profile-menu";
import { SiteLogo } from "./site-logo";
import { useHeaderStyle } from "./use-header-style";
import { useScrolled } from "./use-scrolled";

/**
 * The site header (docs/product/pages-and-routes.md#header): sticky, orange at
 * the top of the page and blue once scrolled or on "position" pages
 * (docs/product/pages-and-routes.md#header-colour). Scroll position and the login record are read through
 * useSyncExternalStore with signed-out, unscrolled server snapshots, so the
 * prerendered HTML is the signed-out orange header and hydration matches it.
 */
export function Header() {
  const position = useHeaderStyle() === "position";
  const scrolled = useScrolled(1);
  const record = useLoginRecord();
  const blue = position || scrolled;

  return (
    <header
      data-tone={blue ? "blue" : "orange"}
      className={`sticky top-0 z-50 text-white shadow-sm transition-colors duration-200 ${blue ? "bg-ink-800" : "bg-brand-700"}`}
    >
      <div className="container-page flex h-16 items-center gap-4 lg:gap-6">
        <SiteLogo compact={record !== null} />
        <DesktopNav />
        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          <ThemeSwitch className={barIconButton} />
          <SearchButton className={barIconButton} />
          <MyProductsMenu record={record} />
          {record ? (
            <ProfileMenu record={record} />
          ) : (
            <div className="hidden items-center gap-2 lg:flex">
              <Link to={signInUrl} target="_blank" rel="noopener" className={`${barControl} ring-1 ring-white/70`}>
                {words.signIn}
                <span className="sr-only">{words.newTab}</span>
              </Link>
              <Link to={demoUrl} prefetch="intent" className="btn btn-on-dark text-sm focus-visible:outline-white">
                {words.demo}
              </Link>
            </div>
          )}
          <MobileMenu signedIn={record !== null} />
        </div>
      </div>
    </header>
  );
}
