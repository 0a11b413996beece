import { academyVideoPaths } from "~/features/academy/paths";
import { blogArticlePaths } from "~/features/blog/paths.server";
import { docsPaths } from "~/features/docs/paths.server";
import { tutorialPaths } from "~/features/tutorials/paths.server";
import { absoluteUrl } from "~/site/config";
import { isIndexable, routeTable } from "~/site/route-table";

/** sitemap.xml from the route table; prerendered to a static file at build time. */
export function loader() {
  const urls = [
    ...routeTable.filter(isIndexable).map((entry) => entry.path),
    ...blogArticlePaths(),
    ...docsPaths(),
    ...tutorialPaths(),
    ...academyVideoPaths(),
  ]
    .map((path) => `  <url><loc>${escapeXml(absoluteUrl(path))}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/'/g, "&apos;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
