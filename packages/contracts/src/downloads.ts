import { z } from "zod";

/**
 * The Finder desktop-client downloads (docs/product/calls.md#client-downloads: "a public
 * client-downloads create call (POST) and a getClientDownloadsCount call (GET)
 * go to a second backend host"). That host is `DOWNLOADS_API_URL` in the site
 * config, the same origin by default.
 *
 *   POST /v1/public/client-downloads        body ClientDownloadCreate → 201 ClientDownloadCreated
 *   GET  /v1/public/client-downloads/count                            → 200 ClientDownloadsCount
 *
 * One row per download: platform, version, the browser family and the time;
 * no IP address or full user agent is kept. 400 for an unknown platform or a
 * malformed version, 429 past 30 downloads a minute from one address.
 */

export const ClientPlatformSchema = z.enum(["windows", "mac", "linux"], {
  error: 'platform must be "windows", "mac" or "linux"',
});
export type ClientPlatform = z.infer<typeof ClientPlatformSchema>;

export const ClientDownloadCreateSchema = z.object({
  platform: ClientPlatformSchema,
  /** The client version downloaded, e.g. "3.4.1". */
  version: z
    .string()
    .regex(/^\d{1,4}\.\d{1,4}\.\d{1,4}$/, { error: 'version must look like "3.4.1"' })
    .optional(),
});
export type ClientDownloadCreate = z.infer<typeof ClientDownloadCreateSchema>;

export const ClientDownloadCreatedSchema = z.object({
  status: z.literal("Success"),
  id: z.uuid(),
});
export type ClientDownloadCreated = z.infer<typeof ClientDownloadCreatedSchema>;

const count = z.number().int().nonnegative();

export const ClientDownloadsCountSchema = z.object({
  total: count,
  byPlatform: z.object({ windows: count, mac: count, linux: count }),
});
export type ClientDownloadsCount = z.infer<typeof ClientDownloadsCountSchema>;

export const downloadPaths = {
  create: "/v1/public/client-downloads",
  count: "/v1/public/client-downloads/count",
} as const;
