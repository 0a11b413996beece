import { site } from "@ignitest/contracts";
import { absoluteUrl } from "~/site/config";
import { latestReleasePath, releaseFeedPaths } from "./paths";
import type { ReleaseNote } from "./types";

const feedTitle = `${site.name} Release Notes`;
const feedDescription = `What changed in each release of the ${site.name} platform.`;

/** RSS 2.0 of every release, newest first, with an atom:link to itself. */
export function releaseNotesRss(notes: readonly ReleaseNote[]): string {
  const newestFirst = [...notes].reverse();
  const items = newestFirst.map(
    (note) => `    <item>
      <title>${escapeXml(note.title)}</title>
      <link>${escapeXml(absoluteUrl(note.path))}</link>
      <guid isPermaLink="true">${escapeXml(absoluteUrl(note.path))}</guid>
      <pubDate>${new Date(`${note.date}T00:00:00Z`).toUTCString()}</pubDate>
      <description>${escapeXml(note.summary)}</description>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(feedTitle)}</title>
    <link>${escapeXml(absoluteUrl(latestReleasePath))}</link>
    <atom:link href="${escapeXml(absoluteUrl(releaseFeedPaths.rss))}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(feedDescription)}</description>
    <language>en</language>
${newestFirst[0] ? `    <lastBuildDate>${new Date(`${newestFirst[0].date}T00:00:00Z`).toUTCString()}</lastBuildDate>\n` : ""}${items.join("\n")}
  </channel>
</rss>
`;
}

/** Atom 1.0 (RFC 4287) of every release, newest first, each entry with the full note. */
export function releaseNotesAtom(notes: readonly ReleaseNote[]): string {
  const newestFirst = [...notes].reverse();
  const entries = newestFirst.map(
    (note) => `  <entry>
    <title>${escapeXml(note.title)}</title>
    <link rel="alternate" type="text/html" href="${escapeXml(absoluteUrl(note.path))}"/>
    <id>${escapeXml(absoluteUrl(note.path))}</id>
    <published>${note.date}T00:00:00Z</published>
    <updated>${note.date}T00:00:00Z</updated>
    <summary>${escapeXml(note.summary)}</summary>
    <content type="html">${escapeXml(note.html)}</content>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>${escapeXml(feedTitle)}</title>
  <subtitle>${escapeXml(feedDescription)}</subtitle>
  <link rel="alternate" type="text/html" href="${escapeXml(absoluteUrl(latestReleasePath))}"/>
  <link rel="self" type="application/atom+xml" href="${escapeXml(absoluteUrl(releaseFeedPaths.atom))}"/>
  <id>${escapeXml(absoluteUrl(latestReleasePath))}</id>
  <author><name>${escapeXml(site.name)}</name></author>
  <updated>${newestFirst[0]?.date ?? "2023-01-01"}T00:00:00Z</updated>
${entries.join("\n")}
</feed>
`;
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}
