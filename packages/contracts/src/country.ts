import { z } from "zod";
import { countryCodePattern } from "./country-code.js";

/** ISO 3166-1 alpha-2 country code, upper case. */
export const CountryCodeSchema = z.string().regex(countryCodePattern, "Expected a two-letter ISO country code");

/** GET /v1/public/country: the visitor's country, used to pick the footer office. */
export const CountryResponseSchema = z.object({
  country: CountryCodeSchema,
});
export type CountryResponse = z.infer<typeof CountryResponseSchema>;
