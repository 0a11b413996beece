import { withBrand } from "@ignitest/contracts";

/**
 * Path prefixes whose routes match more than the prerendered pages
 * (docs/product/pages-and-routes.md#lesson-route: the self-learning video route is not exact-matched). The build
 * writes them to /spa-prefixes.json; the API answers an unknown path under
 * one with the app shell and status 404, so the page itself can say what is
 * missing ("Video not found") while crawlers still see a 404.
 */
export const spaPrefixes: readonly string[] = [
  withBrand("/{brand}-academy/self-learning-video/"),
  // The API looks a certificate up first (apps/api/src/site/serve-site.ts, DynamicPages).
  withBrand("/{brand}-academy/certificates/"),
];

/** Where the build writes the list (apps/api/src/site/serve-site.ts reads it at start). */
export const spaPrefixesPath = "/spa-prefixes.json";
