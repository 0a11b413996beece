import { site } from "@ignitest/contracts";
import { Link } from "react-router";
import { header as words } from "../../../../../content/pages/site-chrome";
import { FlameMark } from "./header-icons";

/**
 * The flame mark and wordmark, linking home. On narrow phones the wordmark is
 * left to screen readers so the bar's round buttons fit 320 px (issue 18):
 * under 360 px signed out (four buttons), under 400 px signed in (`compact`:
 * five buttons).
 */
export function SiteLogo({ compact = false }: { compact?: boolean }) {
  return (
    <Link
      to="/"
      prefetch="intent"
      className="-mx-1 flex shrink-0 items-center gap-2 rounded-md px-1 text-xl font-bold tracking-tight text-white focus-visible:outline-white"
    >
      <FlameMark className="size-8" />
      <span className={compact ? "max-[400px]:sr-only" : "max-[360px]:sr-only"}>{site.name}</span>
      <span className="sr-only">{words.home}</span>
    </Link>
  );
}
