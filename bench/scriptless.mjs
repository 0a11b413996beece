// The scriptless twin of each template (issue 14): the same HTML with every
// <script> and modulepreload removed, served with the same headers and
// compression as the real page, beside a proxy to the real server for
// everything else (stylesheet, images, fonts). Lighthouse runs on both in the
// same bench run; the ratio of their LCPs says how much the scripts cost the
// first paint. The same server, with a React island added to the copy, is the
// React floor (bench/react-floor/).
import { createServer, request as httpRequest } from "node:http";
import { brotliCompressSync, constants } from "node:zlib";

/** The HTML with no script at all: inline, external, JSON-LD, and no modulepreload links. */
export function stripScripts(html) {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, "");
}

/** Headers of the real page worth copying to the twin (CSP, caching, type), not its length or encoding. */
function copiedHeaders(response) {
  const skip = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "etag", "vary"]);
  return Object.fromEntries([...response.headers].filter(([name]) => !skip.has(name)));
}

/** Passes a request to the server at `upstream` (a URL) and its answer back, bytes and encoding as they are. */
export function proxyTo(upstream, request, response) {
  const proxied = httpRequest(
    {
      host: upstream.hostname,
      port: upstream.port,
      method: request.method,
      path: request.url,
      headers: { ...request.headers, host: upstream.host },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  proxied.on("error", () => {
    response.writeHead(502);
    response.end();
  });
  request.pipe(proxied);
}

/** The scriptless HTML of `page` on the server at `origin`, and the headers worth copying with it. */
export async function scriptlessCopy(origin, page) {
  const response = await fetch(`${origin}${page}`, { headers: { "accept-encoding": "identity" } });
  if (!response.ok) throw new Error(`${page} answered ${response.status}; no scriptless copy`);
  const html = stripScripts(await response.text());
  if (/<script\b/.test(html)) throw new Error(`${page}: a script survived the stripping`);
  return { html, headers: copiedHeaders(response) };
}

/**
 * Starts a twin server on `port`: `pages` (paths with their query) get their
 * scriptless copy, changed by `transform` (the React floor adds its island),
 * `files` (path → Brotli bytes) are served as scripts, and everything else
 * comes from the real server.
 */
export async function startScriptlessServer({ origin, port, pages, transform = (html) => html, files = new Map() }) {
  const copies = new Map();
  for (const page of pages) {
    const { html, headers } = await scriptlessCopy(origin, page);
    copies.set(new URL(page, origin).pathname, {
      headers,
      // Brotli like the real server's precompressed pages, so both travel the same number of bytes.
      body: brotliCompressSync(transform(html), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    });
  }
  const upstream = new URL(origin);
  const server = createServer((request, response) => {
    const pathname = new URL(request.url, "http://twin").pathname;
    const script = files.get(pathname);
    if (script) {
      response.writeHead(200, {
        "content-type": "text/javascript",
        "content-encoding": "br",
        "content-length": script.length,
        "cache-control": "public, max-age=31536000, immutable",
      });
      response.end(script);
      return;
    }
    const copy = copies.get(pathname);
    if (copy && request.method === "GET") {
      response.writeHead(200, {
        ...copy.headers,
        "content-type": "text/html; charset=utf-8",
        "content-encoding": "br",
        "content-length": copy.body.length,
      });
      response.end(copy.body);
      return;
    }
    // Everything else comes from the real server, bytes and encoding as they are.
    proxyTo(upstream, request, response);
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
