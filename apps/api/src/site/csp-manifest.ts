import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { z } from "zod";

/** `'sha256-…'`: the only inline content a policy allows. */
const Hash = z.string().regex(/^'sha256-[A-Za-z0-9+/]+={0,2}'$/);
/** An http(s) base URL ending in a slash; nothing that could end a directive or the header. */
const Source = z.string().regex(/^https?:\/\/[^\s;,'"]+\/$/);

const CspManifestSchema = z.object({
  /** Per built HTML file (path under the site directory): its inline scripts and <style> elements. */
  pages: z.record(z.string(), z.object({ scripts: z.array(Hash), styles: z.array(Hash) })),
  /** Every style attribute on any page: client-side navigation renders other pages' markup. */
  styleAttributes: z.array(Hash),
  /** Stylesheets libraries add at run time (the toaster's). */
  injectedStyles: z.array(Hash),
  /** Other origins the browser loads from, as configured at build time. */
  sources: z.object({ connect: z.array(Source), media: z.array(Source) }),
});
export type CspManifest = z.infer<typeof CspManifestSchema>;

/** What a site built without the file gets: no inline script runs. */
export const emptyCspManifest: CspManifest = {
  pages: {},
  styleAttributes: [],
  injectedStyles: [],
  sources: { connect: [], media: [] },
};

/**
 * The hashes and sources the web build wrote beside the site directory
 * (apps/web/scripts/csp-hashes.mjs writes build/csp-hashes.json next to
 * build/client), read once at start. Null when there is none; a malformed file
 * is an error worth failing on.
 */
export function readCspManifest(siteDir: string): CspManifest | null {
  const file = join(dirname(siteDir), "csp-hashes.json");
  if (!existsSync(file)) return null;
  const parsed = CspManifestSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
