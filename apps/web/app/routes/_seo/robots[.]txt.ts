import { absoluteUrl } from "~/site/config";
import { isIndexable, routeTable } from "~/site/route-table";

/** robots.txt from the route table: mid-flow and signed-in pages are disallowed. */
export function loader() {
  const hidden = routeTable.filter((entry) => !isIndexable(entry)).map((entry) => `Disallow: ${entry.path}`);
  const body = ["User-agent: *", "Allow: /", ...hidden, "", `Sitemap: ${absoluteUrl("/sitemap.xml")}`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
