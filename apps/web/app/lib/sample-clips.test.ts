import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentDir } from "./content-dir.server";
import { clipMedia, mediaAddress, playableSrc } from "./media";
import { mp4Duration, topLevelBoxes } from "./mp4-duration.server";
import { sampleClipIds } from "./sample-clips";

const mediaDir = join(contentDir("docs"), "..", "..", "apps", "web", "public", "media");

describe("the sample clips in public/media", () => {
  it("ship every clip as faststart MP4, WebM, WebVTT captions and a WebP poster, 10 seconds long", () => {
    for (const clip of sampleClipIds) {
      const mp4 = join(mediaDir, `${clip}.mp4`);
      // Faststart: the index (moov) comes before the media data, so playback starts before the download ends.
      const boxes = topLevelBoxes(mp4);
      expect(boxes.indexOf("moov"), clip).toBeGreaterThan(-1);
      expect(boxes.indexOf("moov"), clip).toBeLessThan(boxes.indexOf("mdat"));
      expect(mp4Duration(mp4), clip).toBeCloseTo(10, 1);
      // WebM files open with the EBML magic number.
      expect(
        readFileSync(join(mediaDir, `${clip}.webm`))
          .subarray(0, 4)
          .toString("hex"),
        clip,
      ).toBe("1a45dfa3");
      const captions = readFileSync(join(mediaDir, `${clip}.vtt`), "utf8");
      expect(captions.startsWith("WEBVTT\n"), clip).toBe(true);
      expect(captions.match(/-->/g), clip).toHaveLength(4);
      const poster = readFileSync(join(mediaDir, `${clip}.webp`));
      expect(`${poster.toString("latin1", 0, 4)}${poster.toString("latin1", 8, 12)}`, clip).toBe("RIFFWEBP");
    }
  });

  it("stay a few hundred kilobytes in all", () => {
    const total = sampleClipIds
      .flatMap((clip) => ["mp4", "webm", "vtt", "webp"].map((ext) => statSync(join(mediaDir, `${clip}.${ext}`)).size))
      .reduce((sum, size) => sum + size, 0);
    expect(total).toBeLessThan(600 * 1024);
  });
});

describe("media addresses", () => {
  it("are full addresses under MEDIA_BASE_URL, played by path when they are on the site's own origin", () => {
    expect(mediaAddress("registration.mp4")).toBe("https://www.ignitest.example/media/registration.mp4");
    expect(playableSrc("https://www.ignitest.example/media/registration.mp4")).toBe("/media/registration.mp4");
    expect(playableSrc("https://cdn.example.net/media/registration.mp4")).toBe(
      "https://cdn.example.net/media/registration.mp4",
    );
    expect(clipMedia("suite-execution")).toEqual({
      src: "/media/suite-execution.mp4",
      webm: "/media/suite-execution.webm",
      captions: "/media/suite-execution.vtt",
      poster: "/media/suite-execution.webp",
    });
  });
});
