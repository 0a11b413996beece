// After the build: the search-engine and sharing signals every page must
// carry (issue 15, items 9 and 10). `seoProblems` is pure over a built site
// folder, so scripts/seo-check.test.mjs can feed it a broken one; run as a
// script it fails the build on any problem.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/** The pages without a canonical (the 404 page, the app shell) are not shared or indexed. */
function* htmlFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith(".html")) yield path;
  }
}

const metaContent = (html, key, value) =>
  new RegExp(`<meta ${key}="${value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}" content="([^"]*)"`).exec(html)?.[1];

/** schema.org types a page must carry as JSON-LD, by its canonical path. */
export const requiredJsonLd = [
  { path: /^\/$/, types: ["Organization", "WebSite", "FAQPage"] },
  { path: /-platform-pricing$/, types: ["SoftwareApplication", "FAQPage"] },
  { path: /\/self-learning-video\/[^/]+$/, types: ["VideoObject"] },
  { path: /^\/video-tutorial\/[^/]+\/[^/]+$/, types: ["VideoObject"] },
];

/** What search engines require of a VideoObject (one of contentUrl and embedUrl is enough). */
export const requiredVideoFields = ["name", "description", "thumbnailUrl", "uploadDate", "duration"];

/** The fields a VideoObject lacks, e.g. ["uploadDate", "contentUrl or embedUrl"]. */
export function missingVideoFields(data) {
  const missing = requiredVideoFields.filter((field) => !data[field]);
  if (!data.contentUrl && !data.embedUrl) missing.push("contentUrl or embedUrl");
  return missing;
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(buffer) {
  if (buffer.subarray(1, 4).toString("latin1") !== "PNG") return undefined;
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

/**
 * @param {string} root built site (build/client)
 * @param {string} siteUrl the SITE_URL the site was built with
 * @returns {string[]} one line per problem
 */
export function seoProblems(root, siteUrl) {
  const problems = [];
  const noindex = new Set();
  for (const file of htmlFiles(root)) {
    const page = relative(root, file);
    const html = readFileSync(file, "utf8");
    if (/<meta name="robots" content="[^"]*noindex/.test(html)) {
      const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
      if (canonical) noindex.add(canonical);
    }
    for (const [, article] of html.matchAll(/<article\b([\s\S]*?)<\/article>/g)) {
      if (!/<h[1-6]\b/.test(article)) problems.push(`${page}: an <article> has no heading`);
    }
    const ldTypes = new Set();
    for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
      try {
        // React Router writes "<" as \u003c inside the JSON, which JSON.parse reads back.
        const data = JSON.parse(json);
        if (data["@context"] !== "https://schema.org")
          problems.push(`${page}: JSON-LD without the schema.org @context`);
        ldTypes.add(data["@type"]);
        if (data["@type"] === "VideoObject") {
          const missing = missingVideoFields(data);
          if (missing.length > 0) problems.push(`${page}: VideoObject without ${missing.join(", ")}`);
        }
      } catch {
        problems.push(`${page}: JSON-LD that does not parse`);
      }
    }
    const canonicalPath = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.slice(siteUrl.length);
    const noindexed = /<meta name="robots" content="[^"]*noindex/.test(html);
    for (const rule of requiredJsonLd) {
      if (canonicalPath === undefined || noindexed || !rule.path.test(canonicalPath)) continue;
      for (const type of rule.types) if (!ldTypes.has(type)) problems.push(`${page}: no ${type} JSON-LD`);
    }
    if (page === "__spa-fallback.html") {
      if (!/<title>[^<]+<\/title>/.test(html)) problems.push(`${page}: no <title>`);
      if (!/<h1\b/.test(html)) problems.push(`${page}: no <h1>`);
    }
    if (!/<link rel="canonical"/.test(html)) continue;
    const image = metaContent(html, "property", "og:image");
    if (!image?.startsWith(`${siteUrl}/`)) {
      problems.push(`${page}: no og:image on ${siteUrl}`);
      continue;
    }
    const imageFile = join(root, image.slice(siteUrl.length));
    const size = existsSync(imageFile) ? pngSize(readFileSync(imageFile)) : undefined;
    if (!size) problems.push(`${page}: og:image ${image} is not a PNG the build wrote`);
    else if (size.width !== 1200 || size.height !== 630)
      problems.push(`${page}: og:image is ${size.width}×${size.height}`);
    if (
      metaContent(html, "property", "og:image:width") !== "1200" ||
      metaContent(html, "property", "og:image:height") !== "630"
    )
      problems.push(`${page}: og:image:width/height are not 1200/630`);
    if (!metaContent(html, "property", "og:image:alt")) problems.push(`${page}: no og:image:alt`);
    if (metaContent(html, "name", "twitter:card") !== "summary_large_image")
      problems.push(`${page}: twitter:card is not summary_large_image`);
    if (metaContent(html, "name", "twitter:image") !== image)
      problems.push(`${page}: twitter:image differs from og:image`);
  }

  const sitemap = readFileSync(join(root, "sitemap.xml"), "utf8");
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)) {
    const url = loc.replace(/&apos;/g, "'").replace(/&amp;/g, "&");
    if (noindex.has(url)) problems.push(`sitemap.xml lists ${url}, which says noindex`);
  }
  const robots = readFileSync(join(root, "robots.txt"), "utf8");
  for (const [, path] of robots.matchAll(/^Disallow:\s*(\S+)/gm)) {
    if (noindex.has(`${siteUrl}${path}`))
      problems.push(`robots.txt blocks ${path}, so crawlers never read its noindex`);
  }

  const feedFile = join(root, "blogs", "feed.json");
  if (!existsSync(feedFile)) problems.push("blogs/feed.json is missing");
  else {
    const feed = JSON.parse(readFileSync(feedFile, "utf8"));
    if (feed.version !== "https://jsonfeed.org/version/1.1" || !Array.isArray(feed.items) || feed.items.length === 0)
      problems.push("blogs/feed.json is not a JSON Feed 1.1 with items");
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = new URL("../build/client", import.meta.url).pathname;
  const siteUrl = (process.env.SITE_URL ?? "https://www.ignitest.example").replace(/\/+$/, "");
  const problems = seoProblems(root, siteUrl);
  if (problems.length > 0) {
    console.error(`[seo-check] ${problems.length} problems:\n${problems.slice(0, 40).join("\n")}`);
    process.exit(1);
  }
  console.info("[seo-check] share images, sitemap, robots, feeds, headings and JSON-LD hold");
}
