import { encryptObject, signInProducts } from "@ignitest/contracts";
import type { LoginRecord } from "~/features/account";
import { config } from "~/site/config";
import { canOpenProjects } from "./licence-test";

export type AppProduct = keyof typeof signInProducts;

/** The login record, encrypted for the `data` query value; null (and logged) when it cannot be. */
export async function encryptLogin(record: LoginRecord): Promise<string | null> {
  try {
    return await encryptObject(record, config.LINK_ENCRYPTION_KEY);
  } catch (error) {
    console.error("unable to encrypt", error);
    return null;
  }
}

/**
 * Where My Products and the platform card send a signed-in user (docs/product/flows.md#app-links):
 * the project page when the license test passes, the product's license page otherwise.
 */
export async function appLink(record: LoginRecord, product: AppProduct): Promise<string | null> {
  const data = await encryptLogin(record);
  if (data === null) return null;
  const query = `from="website"&data=${encodeURIComponent(data)}`;
  return canOpenProjects(record)
    ? `${config.APP_URL}/projectmenu/project?${query}`
    : `${config.APP_URL}/licenses/${signInProducts[product]}-license?${query}`;
}

/** Opens the app in a new window; does nothing when the login cannot be encrypted (docs/product/flows.md#app-links). */
export async function openApp(record: LoginRecord, product: AppProduct): Promise<void> {
  const url = await appLink(record, product);
  if (url) window.open(url, "_blank", "noopener");
}
