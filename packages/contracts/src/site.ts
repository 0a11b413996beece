/**
 * The one place the brand is spelled (docs/product/design-decisions.md#brand: "Both live in one site-config
 * module; no other file spells the slug by hand"). Web and API both import it.
 */
export const site = {
  /** Display name, used in visible copy and titles. */
  name: "Ignitest",
  /** Route slug: /ignitest-platform, /ignitest-academy/…, ?product=ignitest-platform. */
  slug: "ignitest",
} as const;

/** Expands the `{brand}` token that content files use in paths, e.g. "/{brand}-platform". */
export function withBrand(path: string): string {
  return path.replaceAll("{brand}", site.slug);
}

/** Product query values for /signin, as docs/product/pages-and-routes.md#sign-in-products spells them. */
export const signInProducts = {
  platform: `${site.slug}-platform`,
  finder: `${site.slug}-Finder`,
} as const;
