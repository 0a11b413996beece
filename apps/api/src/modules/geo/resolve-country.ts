import { CountryCodeSchema } from "@ignitest/contracts";

/** Used when nothing in the request names a country; the footer then shows Canada and the US. */
export const fallbackCountry = "US";

/**
 * The visitor's country without calling out (docs/product/design-decisions.md#country-lookup): the CDN's
 * CF-IPCountry header first (as behind Cloudflare; "XX" and "T1" mean unknown
 * or Tor), then the region of the first Accept-Language tag that has one.
 */
export function resolveCountry(headers: { cfIpCountry?: string | undefined; acceptLanguage?: string | undefined }) {
  const fromCdn = headers.cfIpCountry?.trim().toUpperCase();
  if (fromCdn && fromCdn !== "XX" && fromCdn !== "T1" && CountryCodeSchema.safeParse(fromCdn).success) {
    return fromCdn;
  }
  for (const tag of (headers.acceptLanguage ?? "").split(",")) {
    const region = tag.split(";")[0]?.trim().split("-")[1]?.toUpperCase();
    if (region && CountryCodeSchema.safeParse(region).success) return region;
  }
  return fallbackCountry;
}
