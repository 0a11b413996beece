import { describe, expect, it } from "vitest";
import { relatedArticles } from "./related";

const article = (slug: string, date: string, ...tags: string[]) => ({ slug, date, tags: tags.map((id) => ({ id })) });

describe("related articles", () => {
  const current = article("current", "2025-01-01", "ci-cd", "test-automation");
  const all = [
    current,
    article("one-shared-new", "2025-06-01", "ci-cd"),
    article("two-shared-old", "2023-02-01", "ci-cd", "test-automation"),
    article("none-newest", "2026-01-01", "sap"),
    article("one-shared-old", "2024-01-01", "test-automation"),
  ];

  it("ranks by shared tags, then by date, and leaves the article itself out", () => {
    expect(relatedArticles(current, all).map((a) => a.slug)).toEqual([
      "two-shared-old",
      "one-shared-new",
      "one-shared-old",
    ]);
  });

  it("fills up with the newest other articles when too few share a tag", () => {
    expect(relatedArticles(article("x", "2025-01-01", "sap"), all, 2).map((a) => a.slug)).toEqual([
      "none-newest",
      "one-shared-new",
    ]);
  });
});
