import { signInProducts, site } from "../../packages/contracts/src/site.ts";

/** The brand, from the one site-config module. */
export { signInProducts, site };
export const slug = site.slug;
