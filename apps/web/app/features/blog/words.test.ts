import { describe, expect, it } from "vitest";
import { countWords, readingMinutes } from "./words";

describe("word count and reading time", () => {
  it("counts prose words and skips code blocks, link targets and markdown syntax", () => {
    const body = [
      "## Two words",
      "",
      "A [linked phrase](/ignitest-platform/web-automation-testing) here.",
      "",
      "```yaml",
      "stages: [build, test, deploy]",
      "```",
      "",
      "- one",
      "- `inline` code counts",
      "",
      "| col | col |",
      "| --- | --- |",
    ].join("\n");
    // Two words / A linked phrase here / one / inline code counts / col col
    expect(countWords(body)).toBe(2 + 4 + 1 + 3 + 2);
  });

  it("reads at 230 words a minute, rounding up, never under a minute", () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(230)).toBe(1);
    expect(readingMinutes(231)).toBe(2);
    expect(readingMinutes(900)).toBe(4);
  });
});
