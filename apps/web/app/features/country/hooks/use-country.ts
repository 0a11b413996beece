import { useEffect, useState } from "react";

/**
 * The visitor's two-letter country code, or null until the lookup answers.
 * Runs after mount only, so prerendered HTML always shows the default office.
 * The API module is loaded on demand, after mount, so it never delays the page.
 * A failed lookup is logged and nothing else happens (docs/product/flows.md#when-something-fails).
 */
export function useCountry(): string | null {
  const [country, setCountry] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    import("../api/get-country")
      .then(({ getCountry }) => getCountry(controller.signal))
      .then((response) => setCountry(response.country))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("Country lookup failed:", error);
      });
    return () => controller.abort();
  }, []);

  return country;
}
