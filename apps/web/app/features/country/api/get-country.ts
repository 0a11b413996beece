import { type CountryResponse, CountryResponseSchema } from "@ignitest/contracts";
import { config } from "~/site/config";

/** GET /v1/public/country (SPEC section 7): the visitor's country, which picks the footer office. */
export async function getCountry(signal?: AbortSignal): Promise<CountryResponse> {
  const response = await fetch(`${config.APP_API_URL}/v1/public/country`, {
    headers: { accept: "application/json" },
    signal,
  });
  if (!response.ok) throw new Error(`Country lookup answered HTTP ${response.status}`);
  return CountryResponseSchema.parse(await response.json());
}
