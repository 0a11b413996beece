import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { shareTemplates } from "../app/site/share-images.ts";
import { seoProblems } from "./seo-check.mjs";
import { renderShareImage } from "./share-images.ts";

const siteUrl = "https://www.ignitest.example";
const shareMeta = (image = `${siteUrl}/share/site.png`) =>
  `<meta property="og:image" content="${image}"/><meta property="og:image:width" content="1200"/>` +
  `<meta property="og:image:height" content="630"/><meta property="og:image:alt" content="Ignitest"/>` +
  `<meta name="twitter:card" content="summary_large_image"/><meta name="twitter:image" content="${image}"/>`;
const page = (path, head, body = "<h1>Page</h1>") =>
  `<!DOCTYPE html><html><head><link rel="canonical" href="${siteUrl}${path}"/>${head}</head><body>${body}</body></html>`;
const feed = JSON.stringify({ version: "https://jsonfeed.org/version/1.1", items: [{ id: "a" }] });

let root;
const jsonLd = (type) =>
  `<script type="application/ld+json">{"@context":"https://schema.org","@type":"${type}"}</script>`;
const write = (path, text) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};

/** A built site that holds every rule. */
function goodSite() {
  write("share/site.png", renderShareImage(shareTemplates.at(-1)));
  write(
    "index.html",
    page(
      "/",
      shareMeta() + ["Organization", "WebSite", "FAQPage"].map(jsonLd).join(""),
      "<article><h2>A</h2></article>",
    ),
  );
  write(
    "otp-verification/index.html",
    page("/otp-verification", `${shareMeta()}<meta name="robots" content="noindex"/>`),
  );
  write(
    "__spa-fallback.html",
    "<html><head><title>Page not found | Ignitest</title></head><body><h1>Page not found</h1></body></html>",
  );
  write("sitemap.xml", `<urlset><url><loc>${siteUrl}/</loc><lastmod>2026-01-02</lastmod></url></urlset>`);
  write("robots.txt", "User-agent: *\nAllow: /\n");
  write("blogs/feed.json", feed);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "seo-check-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("seoProblems", () => {
  it("finds none on a site that holds every rule, with a real 1200×630 share image", () => {
    goodSite();
    expect(seoProblems(root, siteUrl)).toEqual([]);
  });

  it("reports pages without share images, noindex pages in the sitemap or behind robots.txt, and the rest", () => {
    goodSite();
    write("pricing/index.html", page("/pricing", "", "<article><p>No heading</p></article>"));
    write("ignitest-platform-pricing/index.html", page("/ignitest-platform-pricing", shareMeta()));
    write(
      "blog/index.html",
      page("/blog", shareMeta(`${siteUrl}/share/missing.png`), '<script type="application/ld+json">{oops</script>'),
    );
    write("__spa-fallback.html", "<html><head></head><body><div></div></body></html>");
    write("sitemap.xml", `<urlset><url><loc>${siteUrl}/otp-verification</loc></url></urlset>`);
    write("robots.txt", "User-agent: *\nDisallow: /otp-verification\n");
    rmSync(join(root, "blogs"), { recursive: true });
    expect(seoProblems(root, siteUrl).sort()).toEqual(
      [
        "pricing/index.html: an <article> has no heading",
        `pricing/index.html: no og:image on ${siteUrl}`,
        `blog/index.html: og:image ${siteUrl}/share/missing.png is not a PNG the build wrote`,
        "blog/index.html: JSON-LD that does not parse",
        "__spa-fallback.html: no <title>",
        "__spa-fallback.html: no <h1>",
        `sitemap.xml lists ${siteUrl}/otp-verification, which says noindex`,
        "robots.txt blocks /otp-verification, so crawlers never read its noindex",
        "blogs/feed.json is missing",
        "ignitest-platform-pricing/index.html: no SoftwareApplication JSON-LD",
        "ignitest-platform-pricing/index.html: no FAQPage JSON-LD",
      ].sort(),
    );
  });

  it("fails a VideoObject without a field search engines require, and accepts embedUrl for contentUrl", () => {
    goodSite();
    const video = {
      "@context": "https://schema.org",
      "@type": "VideoObject",
      name: "Quick Run",
      description: "Run one script at once.",
      thumbnailUrl: `${siteUrl}/media/execution/quick-run.webp`,
      uploadDate: "2026-11-24",
      duration: "PT1M12S",
      contentUrl: `${siteUrl}/media/execution/quick-run.mp4`,
    };
    const lesson = (path, data) =>
      write(
        `${path.slice(1)}/index.html`,
        page(path, `${shareMeta()}<script type="application/ld+json">${JSON.stringify(data)}</script>`),
      );
    lesson("/video-tutorial/execution/quick-run", video);
    const { contentUrl, ...embedded } = video;
    lesson("/video-tutorial/execution/embedded", { ...embedded, embedUrl: `${siteUrl}/embed/quick-run` });
    expect(seoProblems(root, siteUrl)).toEqual([]);

    const { uploadDate, duration, ...undated } = video;
    lesson("/ignitest-academy/self-learning-video/analytics", undated);
    const { thumbnailUrl, ...bare } = embedded;
    lesson("/video-tutorial/execution/bare", bare);
    expect(seoProblems(root, siteUrl).sort()).toEqual([
      "ignitest-academy/self-learning-video/analytics/index.html: VideoObject without uploadDate, duration",
      "video-tutorial/execution/bare/index.html: VideoObject without thumbnailUrl, contentUrl or embedUrl",
    ]);
  });
});
