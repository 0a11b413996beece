// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { seekVideo, sentenceParagraphs } from "./transcript";

describe("seekVideo", () => {
  it("lands on or after a cue's start even where Chromium's microseconds round the time down", () => {
    const video = document.createElement("video");
    // 4.06 is 4.0599999… as a double: in whole microseconds, rounded down, it is 4.059999, before the cue.
    expect(Math.floor(4.06 * 1e6) / 1e6).toBeLessThan(4.06);
    for (const start of [4.06, 7.285, 10.465, 65.5]) {
      seekVideo(video, start);
      const landed = Math.floor(video.currentTime * 1e6) / 1e6;
      expect(landed, `${start}`).toBeGreaterThanOrEqual(start);
      expect(landed, `${start}`).toBeLessThan(start + 0.002);
    }
  });
});

describe("sentenceParagraphs", () => {
  const cue = (start: number, end: number, text: string) => ({ start, end, text });

  it("joins cues that break a sentence, and starts each paragraph at its first cue", () => {
    const cues = [
      cue(0, 4.059, "The Dashboard tells you how the project is doing today. Analytics"),
      cue(4.06, 7.284, "tells you how it has been doing over weeks and months."),
      cue(7.285, 10.464, "Open Analytics. Every tab shares the same filter bar."),
      cue(10.465, 12, "Choose a period, such as Last 30 days,"),
      cue(12.001, 13, "and click Apply."),
    ];
    expect(sentenceParagraphs(cues)).toEqual([
      cue(
        0,
        7.284,
        "The Dashboard tells you how the project is doing today. Analytics tells you how it has been doing over weeks and months.",
      ),
      cue(7.285, 10.464, "Open Analytics. Every tab shares the same filter bar."),
      cue(10.465, 13, "Choose a period, such as Last 30 days, and click Apply."),
    ]);
  });

  it("closes sentences ending in a question mark or a quote, and keeps a last unfinished one", () => {
    const cues = [cue(0, 1, "Why run it here?"), cue(1, 2, 'Select "Run."'), cue(2, 3, "and then")];
    expect(sentenceParagraphs(cues).map((p) => p.text)).toEqual(["Why run it here?", 'Select "Run."', "and then"]);
    expect(sentenceParagraphs([])).toEqual([]);
  });
});
