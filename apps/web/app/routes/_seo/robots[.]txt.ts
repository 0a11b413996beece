import { absoluteUrl } from "~/site/config";

/**
 * robots.txt: everything may be crawled. Pages kept out of search (mid-flow
 * account pages, My Products, thank-you pages) say so with
 * <meta name="robots" content="noindex"> and stay out of sitemap.xml; a
 * Disallow here would stop crawlers from ever reading that noindex
 * (docs/decisions/045-search-engine-signals.md).
 */
export function loader() {
  const body = ["User-agent: *", "Allow: /", "", `Sitemap: ${absoluteUrl("/sitemap.xml")}`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
