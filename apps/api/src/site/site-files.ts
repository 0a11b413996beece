import { existsSync, readdirSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";

export type SiteFile = {
  absolutePath: string;
  size: number;
  etag: string;
  contentType: string;
  /** Precompressed siblings written at build time (apps/web/scripts/postbuild.mjs). */
  encodings: { br?: string; gzip?: string };
};

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".jpg": "image/jpeg",
  ".woff2": "font/woff2",
  ".webm": "video/webm",
  ".mp4": "video/mp4",
  ".vtt": "text/vtt; charset=utf-8",
  ".zip": "application/zip",
  // Pagefind's index files are gzip data that its script inflates itself. Labelled as gzip, the
  // response compressor leaves them alone (as octet-stream it sent them raw under "br").
  ".pagefind": "application/gzip",
  ".pf_meta": "application/gzip",
  ".pf_index": "application/gzip",
  ".pf_fragment": "application/gzip",
};

/**
 * Indexes the built site once, at start: URL path → file. A page lives at
 * `<path>/index.html` and answers at `<path>`; other files at their own path.
 * Restart the server after a rebuild (the index is not watched).
 */
export function indexSite(root: string): Map<string, SiteFile> {
  const files = new Map<string, SiteFile>();
  if (!existsSync(root)) return files;
  for (const absolutePath of walk(root)) {
    const ext = extname(absolutePath);
    if (ext === ".br" || ext === ".gz") continue;
    const stats = statSync(absolutePath);
    const file: SiteFile = {
      absolutePath,
      size: stats.size,
      etag: `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
      contentType: contentTypes[ext] ?? "application/octet-stream",
      encodings: {
        ...(existsSync(`${absolutePath}.br`) ? { br: `${absolutePath}.br` } : {}),
        ...(existsSync(`${absolutePath}.gz`) ? { gzip: `${absolutePath}.gz` } : {}),
      },
    };
    const urlPath = `/${relative(root, absolutePath).split(sep).join("/")}`;
    files.set(urlPath, file);
    if (urlPath === "/index.html") files.set("/", file);
    else if (urlPath.endsWith("/index.html")) files.set(urlPath.slice(0, -"/index.html".length), file);
  }
  return files;
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}
