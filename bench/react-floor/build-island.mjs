// Builds the React floor's island with the site's own React and the
// repository's esbuild, minified for production, Brotli like the site's
// precompressed scripts.
import { brotliCompressSync, constants } from "node:zlib";
import { build } from "esbuild";

const islandPath = "/__react-floor/island.js";
const loaderPath = "/__react-floor/loader.js";

/**
 * The script tag the floor copy carries. Its loader imports the island after
 * the first frame, as the site's own entry does; it is a file, not inline, so
 * the page's Content-Security-Policy (script-src 'self' and hashes) admits it.
 */
export const islandTag = `<script type="module" src="${loaderPath}"></script>`;

const brotli = (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

/** The floor's two scripts by path, Brotli-compressed: the loader and the island. */
export async function buildIslandFiles() {
  const result = await build({
    entryPoints: [new URL("island.jsx", import.meta.url).pathname],
    bundle: true,
    minify: true,
    format: "esm",
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    write: false,
    logLevel: "silent",
  });
  return new Map([
    [loaderPath, brotli(`requestAnimationFrame(()=>setTimeout(()=>import("${islandPath}"),0))`)],
    [islandPath, brotli(result.outputFiles[0].contents)],
  ]);
}
