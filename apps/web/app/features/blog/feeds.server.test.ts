// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { atomFeed, feedSize, jsonFeed, rssFeed } from "./feeds.server";
import type { BlogArticleSummary } from "./types";

const summary = (index: number): BlogArticleSummary => ({
  slug: `article-${index}`,
  path: `/blogs/article-${index}`,
  title: `Article ${index}: flaky tests & "quotes" <tags>`,
  description: "A description long enough to stand in for one.",
  date: `2025-01-${String((index % 28) + 1).padStart(2, "0")}`,
  author: { id: "anika-rao", name: "Anika Rao", role: "Head of QA Practice" },
  tags: [{ id: "ci-cd", label: "CI/CD" }],
  cover: "pipeline",
  words: 700,
  readingMinutes: 4,
});

const parse = (xml: string) => new DOMParser().parseFromString(xml, "application/xml");

describe("blog feeds", () => {
  const articles = Array.from({ length: 40 }, (_, index) => summary(index));

  it("writes well-formed RSS 2.0 with the newest articles and absolute links", () => {
    const doc = parse(rssFeed(articles));
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    const items = doc.getElementsByTagName("item");
    expect(items).toHaveLength(feedSize);
    expect(items[0]?.getElementsByTagName("title")[0]?.textContent).toBe(articles[0]?.title);
    expect(items[0]?.getElementsByTagName("link")[0]?.textContent).toBe("https://www.ignitest.example/blogs/article-0");
  });

  it("writes a JSON Feed 1.1 with the newest articles, absolute ids and RFC 3339 dates", () => {
    const feed = JSON.parse(jsonFeed(articles));
    expect(feed.version).toBe("https://jsonfeed.org/version/1.1");
    expect(feed.feed_url).toBe("https://www.ignitest.example/blogs/feed.json");
    expect(feed.items).toHaveLength(feedSize);
    expect(feed.items[0]).toMatchObject({
      id: "https://www.ignitest.example/blogs/article-0",
      url: "https://www.ignitest.example/blogs/article-0",
      title: articles[0]?.title,
      date_published: `${articles[0]?.date}T00:00:00Z`,
      authors: [{ name: "Anika Rao" }],
      tags: ["CI/CD"],
    });
  });

  it("writes well-formed Atom with one entry per article", () => {
    const doc = parse(atomFeed(articles.slice(0, 3)));
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    const entries = doc.getElementsByTagName("entry");
    expect(entries).toHaveLength(3);
    expect(entries[1]?.getElementsByTagName("link")[0]?.getAttribute("href")).toBe(
      "https://www.ignitest.example/blogs/article-1",
    );
  });
});
