import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";

/** The file the web build writes (apps/web/app/site/spa-prefixes.ts). */
const manifestFile = "spa-prefixes.json";

const SpaPrefixesSchema = z.object({
  prefixes: z.array(z.string().startsWith("/").endsWith("/")),
});

/**
 * Path prefixes whose routes are not exact-matched, read once at start: an
 * unknown path under one gets the app shell (with 404) instead of the
 * not-found page, so the client route can show its own message. A site built
 * without the file has none; a malformed file is an error worth failing on.
 */
export function readSpaPrefixes(siteDir: string): string[] {
  const file = join(siteDir, manifestFile);
  if (!existsSync(file)) return [];
  const parsed = SpaPrefixesSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data.prefixes;
}
