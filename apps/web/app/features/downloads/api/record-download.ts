import { type ClientDownloadCreate, ClientDownloadCreatedSchema, downloadPaths } from "@ignitest/contracts";
import { config } from "~/site/config";

/**
 * POST /v1/public/client-downloads (the client-downloads create call of
 * docs/product/calls.md#client-downloads) on the downloads host. `keepalive` lets the request finish even
 * if the browser leaves the page for the installer.
 */
export async function recordDownload(download: ClientDownloadCreate) {
  const response = await fetch(`${config.DOWNLOADS_API_URL}${downloadPaths.create}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(download),
    keepalive: true,
  });
  if (response.status !== 201) throw new Error(`Recording the download answered HTTP ${response.status}`);
  return ClientDownloadCreatedSchema.parse(await response.json());
}
