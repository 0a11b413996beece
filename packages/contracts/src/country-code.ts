/**
 * ISO 3166-1 alpha-2 country code, upper case. Free of zod on purpose: the
 * browser checks the country lookup's answer with this pattern alone, so no
 * page fetches zod for one field (issue 14).
 */
export const countryCodePattern = /^[A-Z]{2}$/;
