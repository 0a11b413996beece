import { certificatePagePrefix, withBrand } from "@ignitest/contracts";

/** The public verification page of a certificate. */
export function certificatePagePath(id: string): string {
  return `${withBrand(certificatePagePrefix)}${id}`;
}
