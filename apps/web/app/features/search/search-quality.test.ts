import { describe, expect, it } from "vitest";
import { sentenceExcerpt } from "./excerpt-text";
import { titleMatchesFirst } from "./ranking";
import { correctQuery } from "./spelling";

describe("correctQuery", () => {
  const vocabulary = ["test", "jenkins", "pipeline", "pricing", "text", "jenkinsfile"];

  it("replaces a word one typo away with the index's word", () => {
    expect(correctQuery("jenkns", vocabulary)).toBe("jenkins");
    expect(correctQuery("jenkns pipline", vocabulary)).toBe("jenkins pipeline");
  });

  it("leaves known and short words alone and gives up when nothing is close", () => {
    expect(correctQuery("jenkins", vocabulary)).toBeUndefined();
    expect(correctQuery("tst", vocabulary)).toBeUndefined();
    expect(correctQuery("kubernetes", vocabulary)).toBeUndefined();
  });
});

describe("titleMatchesFirst", () => {
  it("puts a page whose title matches before pages that only mention the word", () => {
    const hits = [
      { title: "Price tolerances in visual checks" },
      { title: "Handling currency fields" },
      { title: "Ignitest Platform pricing" },
    ];
    expect(titleMatchesFirst(hits, "pricing").map((hit) => hit.title)).toEqual([
      "Ignitest Platform pricing",
      "Price tolerances in visual checks",
      "Handling currency fields",
    ]);
  });
});

describe("sentenceExcerpt", () => {
  const content =
    "Set up the agent first. Then the Jenkins job starts a suite, waits for it and fails the build. Read the result.";

  it("starts at the sentence of the first match and marks the word without its punctuation", () => {
    const words = content.split(" ");
    const jenkins = words.indexOf("Jenkins");
    const build = words.indexOf("build.");
    expect(sentenceExcerpt(content, [jenkins, build], 14)).toBe(
      "Then the <mark>Jenkins</mark> job starts a suite, waits for it and fails the <mark>build</mark>. …",
    );
  });

  it("does not take a colon in a title for the end of a sentence", () => {
    const title = "Testing trading platforms: market sessions and holidays. Prices move.";
    expect(sentenceExcerpt(title, [3], 20)).toBe(
      "Testing trading platforms: <mark>market</mark> sessions and holidays. Prices move.",
    );
  });

  it("escapes the page's text", () => {
    expect(sentenceExcerpt("Use <b> & friends.", [0], 10)).toBe("<mark>Use</mark> &lt;b&gt; &amp; friends.");
  });
});
