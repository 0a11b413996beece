import type { PublicEnv } from "../../plugins/public-env";

declare const __PUBLIC_ENV__: PublicEnv;

/** Build-time settings (see README, "Environment"). */
export const config: PublicEnv = __PUBLIC_ENV__;

/** Absolute URL of a site path, for canonical links, sitemap.xml and feeds. */
export function absoluteUrl(path: string): string {
  return `${config.SITE_URL}${path === "/" ? "/" : path}`;
}
