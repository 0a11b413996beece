import { site } from "@ignitest/contracts";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { CloseButton } from "~/components/ui/close-button";
import { hasSessionFlag, setSessionFlag } from "~/lib/session-flag";

/** The newest release note (content/release-notes), read at build time by plugins/latest-release.ts. */
declare const __LATEST_RELEASE__: { version: string; headline: string };

/** docs/product/blocks.md#web-banner: the banner is hidden while this session flag is set. */
export const WEB_BANNER_CLOSED_KEY = "web-banner-closed";

/**
 * The announcement bar above the header: it names the latest release. It is part of the prerendered HTML
 * (most visitors have no flag, so they see no flash) and hides after mount
 * when the visitor closed it earlier in the session.
 */
export function WebBanner() {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    if (hasSessionFlag(WEB_BANNER_CLOSED_KEY)) setHidden(true);
  }, []);

  if (hidden) return null;

  const close = () => {
    setSessionFlag(WEB_BANNER_CLOSED_KEY);
    setHidden(true);
  };

  return (
    <section aria-label="Announcement" className="bg-ink-900 text-white [&_:focus-visible]:outline-white">
      <div className="container-page flex items-center gap-3 py-2">
        <p className="flex-1 text-center text-sm">
          <Link
            to="/release-notes/latest-version"
            className="underline decoration-white/60 underline-offset-4 hover:decoration-white"
          >
            {`${site.name} ${__LATEST_RELEASE__.version} is out: ${__LATEST_RELEASE__.headline}.`}
            <span aria-hidden="true" className="ml-1 font-semibold">
              →
            </span>
          </Link>
        </p>
        <CloseButton
          label="Close announcement"
          onClick={close}
          className="text-ink-100 hover:bg-white/10 hover:text-white"
        />
      </div>
    </section>
  );
}
