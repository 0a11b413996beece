import { ClientDownloadsCountSchema, downloadPaths } from "@ignitest/contracts";
import { config } from "~/site/config";

/** GET /v1/public/client-downloads/count (getClientDownloadsCount, docs/product/calls.md#client-downloads) on the downloads host. */
export async function getDownloadsCount(signal?: AbortSignal) {
  const response = await fetch(`${config.DOWNLOADS_API_URL}${downloadPaths.count}`, {
    headers: { Accept: "application/json" },
    signal,
  });
  if (!response.ok) throw new Error(`The download count answered HTTP ${response.status}`);
  return ClientDownloadsCountSchema.parse(await response.json());
}
