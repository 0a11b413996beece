import { type CountryResponse, countryCodePattern } from "@ignitest/contracts";
import { config } from "~/site/config";

/**
 * The answer's one field checked with the contract's pattern rather than its
 * zod schema: the lookup runs on every page, and zod would be most of the
 * script the footer fetches for it (issue 14).
 */
function isCountryResponse(value: unknown): value is CountryResponse {
  const country = (value as { country?: unknown } | null)?.country;
  return typeof country === "string" && countryCodePattern.test(country);
}

/** GET /v1/public/country (docs/product/calls.md#country-lookup): the visitor's country, which picks the footer office. */
export async function getCountry(signal?: AbortSignal): Promise<CountryResponse> {
  const response = await fetch(`${config.APP_API_URL}/v1/public/country`, {
    headers: { accept: "application/json" },
    signal,
  });
  if (!response.ok) throw new Error(`Country lookup answered HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!isCountryResponse(body)) throw new Error("Country lookup answered without a two-letter country code");
  return body;
}
