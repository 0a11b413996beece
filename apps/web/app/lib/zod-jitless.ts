/**
 * "zod" as the browser gets it (vite.config.ts aliases the bare import here):
 * zod with its JIT off. When the first object schema is built, zod probes
 * `new Function("")` and falls back if that throws; under the site's
 * Content-Security-Policy (no 'unsafe-eval': docs/decisions/030-security-headers.md)
 * the probe alone is reported as a violation. `jitless` skips it. Every module
 * that builds a schema imports "zod" first, so this runs before any schema
 * exists, whatever order the bundler gives the chunks.
 */
import { config } from "zod/v4";

config({ jitless: true });

export * from "zod/v4";
export { default } from "zod/v4";
