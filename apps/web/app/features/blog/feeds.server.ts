import { site } from "@ignitest/contracts";
import { absoluteUrl } from "~/site/config";
import type { BlogArticleSummary } from "./types";

/** Feeds carry the newest articles only; older ones stay on the listing pages. */
export const feedSize = 30;

const blogTitle = `${site.name} Blog`;
const blogDescription = "Practical articles on test automation for enterprise QA teams.";

/** RSS 2.0 with an atom:link to itself, as feed validators expect. */
export function rssFeed(articles: readonly BlogArticleSummary[]): string {
  const items = articles.slice(0, feedSize).map(
    (article) => `    <item>
      <title>${escapeXml(article.title)}</title>
      <link>${escapeXml(absoluteUrl(article.path))}</link>
      <guid isPermaLink="true">${escapeXml(absoluteUrl(article.path))}</guid>
      <pubDate>${rfc822(article.date)}</pubDate>
      <dc:creator>${escapeXml(article.author.name)}</dc:creator>
${article.tags.map((tag) => `      <category>${escapeXml(tag.label)}</category>`).join("\n")}
      <description>${escapeXml(article.description)}</description>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(blogTitle)}</title>
    <link>${escapeXml(absoluteUrl("/blogs"))}</link>
    <atom:link href="${escapeXml(absoluteUrl("/blogs/rss.xml"))}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(blogDescription)}</description>
    <language>en</language>
${articles[0] ? `    <lastBuildDate>${rfc822(articles[0].date)}</lastBuildDate>\n` : ""}${items.join("\n")}
  </channel>
</rss>
`;
}

/** Atom 1.0 (RFC 4287). */
export function atomFeed(articles: readonly BlogArticleSummary[]): string {
  const entries = articles.slice(0, feedSize).map(
    (article) => `  <entry>
    <title>${escapeXml(article.title)}</title>
    <link rel="alternate" type="text/html" href="${escapeXml(absoluteUrl(article.path))}"/>
    <id>${escapeXml(absoluteUrl(article.path))}</id>
    <published>${article.date}T00:00:00Z</published>
    <updated>${article.date}T00:00:00Z</updated>
    <author><name>${escapeXml(article.author.name)}</name></author>
${article.tags.map((tag) => `    <category term="${escapeXml(tag.id)}" label="${escapeXml(tag.label)}"/>`).join("\n")}
    <summary>${escapeXml(article.description)}</summary>
  </entry>`,
  );
  const updated = articles[0]?.date ?? "2023-01-10";
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>${escapeXml(blogTitle)}</title>
  <subtitle>${escapeXml(blogDescription)}</subtitle>
  <link rel="alternate" type="text/html" href="${escapeXml(absoluteUrl("/blogs"))}"/>
  <link rel="self" type="application/atom+xml" href="${escapeXml(absoluteUrl("/blogs/atom.xml"))}"/>
  <id>${escapeXml(absoluteUrl("/blogs"))}</id>
  <updated>${updated}T00:00:00Z</updated>
${entries.join("\n")}
</feed>
`;
}

/**
 * JSON Feed 1.1 (https://jsonfeed.org/version/1.1), beside the RSS and Atom
 * feeds: the same newest articles, as JSON.
 */
export function jsonFeed(articles: readonly BlogArticleSummary[]): string {
  const feed = {
    version: "https://jsonfeed.org/version/1.1",
    title: blogTitle,
    description: blogDescription,
    home_page_url: absoluteUrl("/blogs"),
    feed_url: absoluteUrl("/blogs/feed.json"),
    language: "en",
    items: articles.slice(0, feedSize).map((article) => ({
      id: absoluteUrl(article.path),
      url: absoluteUrl(article.path),
      title: article.title,
      summary: article.description,
      content_text: article.description,
      date_published: `${article.date}T00:00:00Z`,
      authors: [{ name: article.author.name }],
      tags: article.tags.map((tag) => tag.label),
    })),
  };
  return `${JSON.stringify(feed, null, 2)}\n`;
}

/** 2025-03-14 → "Fri, 14 Mar 2025 00:00:00 GMT" (RSS dates are RFC 822). */
function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}
