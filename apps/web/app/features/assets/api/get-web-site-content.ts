import type { WebSiteContent, WebSiteResponse } from "@ignitest/contracts";
import { assetsGet } from "./assets-request";

/** GET /v1/public/web-site: the catalogue sections' headers and descriptions. */
export async function getWebSiteContent(signal?: AbortSignal): Promise<WebSiteContent> {
  const body = await assetsGet<WebSiteResponse>("web-site", {}, signal);
  return body.responseObject;
}
