import { sitemapEntries } from "~/prerender/sitemap-entries.server";
import { absoluteUrl } from "~/site/config";

/** sitemap.xml: every indexable page with its lastmod where it has a date; prerendered at build time. */
export async function loader() {
  const urls = (await sitemapEntries())
    .map(
      ({ path, lastmod }) =>
        `  <url><loc>${escapeXml(absoluteUrl(path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`,
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/'/g, "&apos;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
