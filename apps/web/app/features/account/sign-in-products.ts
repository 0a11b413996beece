import { signInProducts, site } from "@ignitest/contracts";

export type SignInProduct = { slug: string; name: string };

/** The products /signin can open (?product={brand}-platform or {brand}-Finder: docs/product/pages-and-routes.md#sign-in-products). */
export const signInProductOptions: readonly SignInProduct[] = [
  { slug: signInProducts.platform, name: `${site.name} Platform` },
  { slug: signInProducts.finder, name: `${site.name} Finder` },
];

const [platform] = signInProductOptions as [SignInProduct, SignInProduct];

/**
 * The product a ?product= value names. Links spell Finder with a capital F;
 * a hand-typed lower-case slug still finds it. Anything else means Platform,
 * the product the header's Sign In opens.
 */
export function signInProductFrom(value: string | null): SignInProduct {
  if (!value) return platform;
  const wanted = value.trim().toLowerCase();
  return signInProductOptions.find((product) => product.slug.toLowerCase() === wanted) ?? platform;
}
