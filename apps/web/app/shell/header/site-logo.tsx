import { site } from "@ignitest/contracts";
import { Link } from "react-router";
import { FlameMark } from "./header-icons";

/**
 * The flame mark and wordmark, linking home. `compact`: under 400 px the
 * wordmark is left to screen readers, so that the signed-in bar (two more
 * round buttons) still fits a 320 px phone (issue 18).
 */
export function SiteLogo({ compact = false }: { compact?: boolean }) {
  return (
    <Link
      to="/"
      prefetch="intent"
      className="-mx-1 flex shrink-0 items-center gap-2 rounded-md px-1 text-xl font-bold tracking-tight text-white focus-visible:outline-white"
    >
      <FlameMark className="size-8" />
      <span className={compact ? "max-[400px]:sr-only" : undefined}>{site.name}</span>
      <span className="sr-only">, home</span>
    </Link>
  );
}
