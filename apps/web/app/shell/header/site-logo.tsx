import { site } from "@ignitest/contracts";
import { Link } from "react-router";
import { FlameMark } from "./header-icons";

/** The flame mark and wordmark, linking home. */
export function SiteLogo() {
  return (
    <Link
      to="/"
      prefetch="intent"
      className="-mx-1 flex shrink-0 items-center gap-2 rounded-md px-1 text-xl font-bold tracking-tight text-white focus-visible:outline-white"
    >
      <FlameMark className="size-8" />
      <span>{site.name}</span>
      <span className="sr-only">, home</span>
    </Link>
  );
}
