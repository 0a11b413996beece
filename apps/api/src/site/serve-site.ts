import { createReadStream } from "node:fs";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errorBody } from "../http/errors.js";
import { parseByteRange } from "./byte-range.js";
import { sitePolicies } from "./content-security-policy.js";
import { emptyCspManifest, readCspManifest } from "./csp-manifest.js";
import { indexSite, type SiteFile } from "./site-files.js";
import { readSpaPrefixes } from "./spa-prefixes.js";

/** Path prefixes that belong to the API: unknown paths there get a JSON 404, not the page. */
const apiPrefixes = ["/v1/", "/optimize/", "/healthz"];

/** The prerendered not-found page (apps/web/app/prerender/prerender-paths.ts). */
const notFoundPage = "/404";

/** The app shell React Router writes for paths that were not prerendered. */
const appShell = "/__spa-fallback.html";

/**
 * The sample apps the playground frames (docs/playground.md#sample-apps):
 * static files from apps/web/public. An unknown path there gets their own
 * not-found page, which the frame may show, with HTTP 404.
 */
const sampleApps = "/playground/apps/";
const sampleAppsNotFound = "/playground/apps/404.html";

/**
 * Serves the prerendered site: known pages 200, any other path the not-found
 * page with HTTP 404 (the route table decides; nothing falls back to 200).
 * Under a prefix route (spa-prefixes.json) an unknown path gets the app shell,
 * still with 404, so the client route renders its own message.
 */
/**
 * A prefix route whose pages exist at run time (a certificate's verification
 * page): a known id gets the app shell with 200, an unknown one with 404.
 */
export type DynamicPages = { prefix: string; exists: (id: string) => Promise<boolean> };

export function registerSite(app: FastifyInstance, siteDir: string, dynamicPages: readonly DynamicPages[] = []) {
  const files = indexSite(siteDir);
  const spaPrefixes = readSpaPrefixes(siteDir);
  const shell = files.get(appShell);
  const manifest = readCspManifest(siteDir);
  const { policies, unknownPages } = sitePolicies(siteDir, files.values(), manifest ?? emptyCspManifest);
  if (files.size === 0) {
    app.log.warn({ siteDir }, "no built site found; serving the API only (run `npm run build`)");
  } else if (!manifest || unknownPages.length > 0) {
    app.log.warn(
      { siteDir, pages: unknownPages.slice(0, 5), count: unknownPages.length },
      "pages without script hashes in csp-hashes.json: their inline scripts will be blocked (run `npm run build`)",
    );
  }
  const send = (request: FastifyRequest, reply: FastifyReply, file: SiteFile, path: string, status: number) =>
    sendFile(request, reply, { file, path, status, policy: policies.get(file) });

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    handler: async (request, reply) => {
      const rawPath = request.url.split("?")[0] ?? "/";
      if (apiPrefixes.some((prefix) => rawPath.startsWith(prefix))) {
        return reply.code(404).send(errorBody(404, `No API route ${request.method} ${rawPath}`));
      }
      let path: string;
      try {
        path = decodeURIComponent(rawPath);
      } catch {
        return sendNotFound(request, reply);
      }
      if (path.length > 1 && path.endsWith("/")) {
        const target = withoutTrailingSlash(rawPath);
        if (!target) return sendNotFound(request, reply);
        return reply.redirect(`${target}${request.url.slice(rawPath.length)}`, 301);
      }
      const file = [notFoundPage, appShell, sampleAppsNotFound].includes(path) ? undefined : files.get(path);
      if (file) return send(request, reply, file, path, 200);
      const sampleAppsPage = path.startsWith(sampleApps) ? files.get(sampleAppsNotFound) : undefined;
      if (sampleAppsPage) return send(request, reply, sampleAppsPage, sampleAppsNotFound, 404);
      const dynamic = dynamicPages.find((pages) => path.startsWith(pages.prefix) && path.length > pages.prefix.length);
      if (shell && dynamic) {
        const found = await dynamic.exists(path.slice(dynamic.prefix.length));
        return send(request, reply, shell, appShell, found ? 200 : 404);
      }
      if (shell && spaPrefixes.some((prefix) => path.startsWith(prefix) && path.length > prefix.length)) {
        return send(request, reply, shell, appShell, 404);
      }
      return sendNotFound(request, reply);
    },
  });

  function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
    const page = files.get(notFoundPage);
    if (!page) return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
    return send(request, reply, page, notFoundPage, 404);
  }
}

/**
 * `/docs/` → `/docs`, for the trailing-slash redirect. Null for a path a
 * browser would read as another host (`//evil.example/`, `/\evil.example/`,
 * also percent-encoded): such paths are never pages, and redirecting them
 * would make this site an open redirect.
 */
export function withoutTrailingSlash(rawPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  const controlCharacter = [...decoded].some((character) => character.charCodeAt(0) < 0x20);
  if (controlCharacter || /^[/\\]{2}|\\/.test(decoded)) return null;
  const target = rawPath.replace(/\/+$/, "") || "/";
  // The same check a browser makes: the Location must stay on this origin.
  return new URL(target, "http://site.invalid").host === "site.invalid" ? target : null;
}

function cacheControl(path: string): string {
  // Vite puts content-hashed bundles under /assets/: they never change.
  if (path.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  // The sample apps' scripts and stylesheets have no hash in their names: they change with their pages.
  if (path.endsWith(".html") || path.endsWith(".data") || !path.includes(".") || path.startsWith(sampleApps))
    return "public, max-age=0, must-revalidate";
  return "public, max-age=3600";
}

type Sending = { file: SiteFile; path: string; status: number; policy: string | undefined };

function sendFile(request: FastifyRequest, reply: FastifyReply, { file, path, status, policy }: Sending) {
  // Pages and scripts get their own Content-Security-Policy; other files keep the strict one.
  if (policy) reply.header("Content-Security-Policy", policy);
  // The playground frames the sample apps; browsers without frame-ancestors read this instead.
  if (path.startsWith(sampleApps)) reply.header("X-Frame-Options", "SAMEORIGIN");
  reply
    .code(status)
    .header("Content-Type", file.contentType)
    .header("Cache-Control", status === 200 ? cacheControl(path) : "no-store")
    .header("Vary", "Accept-Encoding");
  if (status === 200) {
    reply.header("ETag", file.etag);
    if (request.headers["if-none-match"] === file.etag) return reply.code(304).send();
  }
  const hasEncodings = Boolean(file.encodings.br || file.encodings.gzip);
  if (status === 200 && !hasEncodings) return sendRange(request, reply, file);
  const accepted = String(request.headers["accept-encoding"] ?? "");
  const encoding =
    file.encodings.br && /\bbr\b/.test(accepted)
      ? "br"
      : file.encodings.gzip && /\bgzip\b/.test(accepted)
        ? "gzip"
        : null;
  const source = encoding ? (file.encodings[encoding] as string) : file.absolutePath;
  if (encoding) reply.header("Content-Encoding", encoding);
  if (request.method === "HEAD") return reply.send();
  return reply.send(createReadStream(source));
}

/**
 * Files without precompressed variants (video, archives, images) are sent
 * with byte-range support, so a video element can seek and Safari plays them.
 */
function sendRange(request: FastifyRequest, reply: FastifyReply, file: SiteFile) {
  reply.header("Accept-Ranges", "bytes");
  const range = parseByteRange(request.headers.range, file.size);
  if (range === "unsatisfiable") {
    return reply.code(416).header("Content-Range", `bytes */${file.size}`).send();
  }
  if (range) {
    reply
      .code(206)
      .header("Content-Range", `bytes ${range.start}-${range.end}/${file.size}`)
      .header("Content-Length", range.end - range.start + 1);
  } else {
    reply.header("Content-Length", file.size);
  }
  if (request.method === "HEAD") return reply.send();
  return reply.send(createReadStream(file.absolutePath, range ?? {}));
}
