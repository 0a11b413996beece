import { relative, sep } from "node:path";
import type { CspManifest } from "./csp-manifest.js";
import type { SiteFile } from "./site-files.js";

type Directives = Record<string, readonly string[]>;

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");
}

/**
 * The playground's page (docs/playground.md): it frames the sample apps, which
 * this origin serves, and shows pictures it captures of the frame (data: and
 * blob: URLs). No other page may frame anything.
 */
export const playgroundPage = "playground/index.html";

/**
 * The pages that frame the sample apps: the playground, and the Platform demo's
 * execution area, which runs the playground's scripts in frames
 * (docs/platform-demo.md#execution).
 */
export const framingPages: readonly string[] = [playgroundPage, "playground/platform/execution/index.html"];

/** Where the sample apps live under the site directory (docs/playground.md#sample-apps). */
export const sampleAppsDir = "playground/apps/";

/**
 * A sample app's page: plain HTML with its own script and stylesheet files,
 * and framed by this origin only (the playground), never by another site.
 * Scripts come from its own files only. Inline styles are allowed here and on
 * no other page: the playground's picture of the frame (modern-screenshot,
 * docs/playground.md#runner) builds a hidden sandbox and style elements in the
 * captured document, and the sample apps render nothing from another visitor.
 */
export function sampleAppPolicy(): string {
  return serialize({
    "default-src": ["'none'"],
    "script-src": ["'self'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "form-action": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'self'"],
  });
}

/**
 * A page's policy (docs/decisions/030-security-headers.md): scripts from this
 * origin plus the page's own inline scripts by hash, never 'unsafe-inline' or
 * 'unsafe-eval'; 'wasm-unsafe-eval' lets search compile Pagefind's
 * WebAssembly, nothing more. Styles from this origin, the toaster's injected
 * stylesheet and the site's style attributes by hash; fonts from this origin.
 */
export function pagePolicy(manifest: CspManifest, page: string): string {
  const { scripts, styles } = manifest.pages[page] ?? { scripts: [], styles: [] };
  const { connect, media } = manifest.sources;
  const playground = framingPages.includes(page);
  return serialize({
    "default-src": ["'none'"],
    "script-src": ["'self'", "'wasm-unsafe-eval'", ...scripts],
    "style-src": ["'self'", ...manifest.injectedStyles, ...styles],
    "style-src-attr": ["'unsafe-hashes'", ...manifest.styleAttributes],
    "img-src": ["'self'", ...media, ...(playground ? ["data:", "blob:"] : [])],
    "media-src": ["'self'", ...media],
    // The typeface's woff2, from this origin only (docs/decisions/103-typeface.md).
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...connect],
    "worker-src": ["'self'"],
    ...(playground ? { "frame-src": ["'self'"] } : {}),
    "manifest-src": ["'self'"],
    "form-action": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"],
  });
}

/**
 * A script's policy. It only matters when the script runs as a worker, which
 * takes its policy from its own response: Pagefind's worker compiles
 * WebAssembly and fetches the index; the captcha's worker hashes.
 */
export function scriptPolicy(manifest: CspManifest): string {
  return serialize({
    "default-src": ["'none'"],
    "script-src": ["'self'", "'wasm-unsafe-eval'"],
    "connect-src": ["'self'", ...manifest.sources.connect],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"],
  });
}

/**
 * The policy of each built page and script, worked out once at start. Other
 * files keep the strict policy every response starts with
 * (src/http/security-headers.ts). Pages the manifest does not know are
 * returned, so the caller can say the build and the manifest disagree.
 */
export function sitePolicies(siteDir: string, files: Iterable<SiteFile>, manifest: CspManifest) {
  const policies = new Map<SiteFile, string>();
  const unknownPages: string[] = [];
  const script = scriptPolicy(manifest);
  const sampleApp = sampleAppPolicy();
  for (const file of new Set(files)) {
    if (file.contentType.startsWith("text/html")) {
      const page = relative(siteDir, file.absolutePath).split(sep).join("/");
      if (page.startsWith(sampleAppsDir)) {
        policies.set(file, sampleApp);
        continue;
      }
      if (!manifest.pages[page]) unknownPages.push(page);
      policies.set(file, pagePolicy(manifest, page));
    } else if (file.contentType.startsWith("text/javascript")) {
      policies.set(file, script);
    }
  }
  return { policies, unknownPages };
}
