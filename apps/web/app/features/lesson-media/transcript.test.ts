// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { seekVideo } from "./transcript";

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
