import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  bandOf,
  bandSettings,
  captionBand,
  captionBox,
  intersects,
} from "../../app/features/lesson-media/caption-layout";
import { placeCues, readCaptions, ringOf } from "./caption-placement";
import { loadScripts, mediaDir, readRecorded } from "./lessons";
import { mediaFiles } from "./manifest";
import { HEIGHT, WIDTH } from "./record/stage";
import { partSentences, webVtt } from "./timeline";

/** Issue 29, item 3: no caption covers the element a sentence acts on (docs/decisions/104-lesson-screencasts.md). */
/** The geometry's own cases are on a 960×540 picture; the lessons' checks on the recordings' size. */
const W = 960;
const H = 540;
const short = "Click Apply.";
const long = "Choose a period, such as Last 30 days, narrow it by suite, label or environment, and apply it.";

describe("caption placement", () => {
  it("puts a caption in the half of the picture away from the ringed element", () => {
    const low = { x: 400, y: 470, w: 120, h: 44 };
    const high = { x: 400, y: 60, w: 120, h: 44 };
    expect(captionBand(short, low, W, H)).toBe("top");
    expect(captionBand(short, high, W, H)).toBe("bottom");
    expect(captionBand(short, undefined, W, H)).toBe("bottom");
    // Its centre just below the middle, clear of both bands: still the half away from it.
    expect(captionBand(short, { x: 0, y: 280, w: W, h: 40 }, W, H)).toBe("top");
    // The away band blocked (a tall ring reaching the top), the other clear: the other.
    expect(captionBand(short, { x: 300, y: 20, w: 200, h: 320 }, W, H)).toBe("bottom");
  });

  it("counts a long caption as two lines, a short one as one, in the band its settings name", () => {
    const one = captionBox(short, "bottom", W, H);
    const two = captionBox(long, "bottom", W, H);
    expect(two.h).toBeGreaterThan(one.h * 1.5);
    expect(one.y + one.h).toBe(H);
    expect(one.w).toBeLessThan(W / 2);
    expect(captionBox(long, "top", W, H).y).toBe(0);
    expect(bandOf(bandSettings.top)).toBe("top");
    expect(bandOf(bandSettings.bottom)).toBe("bottom");
    expect(bandOf("")).toBe("bottom");
    expect(bandOf("align:center line:0")).toBe("top");
  });

  it("writes each cue's settings after its timing, and reads them back", () => {
    const vtt = webVtt([
      { start: 0, end: 1.5, text: "First.", settings: "line:0" },
      { start: 1.6, end: 3, text: "Second." },
    ]);
    expect(vtt).toContain("00:00:00.000 --> 00:00:01.500 line:0\nFirst.");
    expect(vtt).toContain("00:00:01.600 --> 00:00:03.000\nSecond.");
    expect(readCaptions(vtt).map((cue) => cue.settings)).toEqual(["line:0", ""]);
  });

  it("refuses captions of another version of the script", () => {
    const [script] = loadScripts();
    if (!script) throw new Error("no lesson scripts");
    const cues = partSentences(script).map((part, i) => ({ start: i, end: i + 0.9, text: part.text }));
    expect(placeCues(script, cues, undefined)).toHaveLength(cues.length);
    expect(() => placeCues(script, cues.slice(1), undefined)).toThrow(/caption cues for/);
    expect(() =>
      placeCues(script, [{ ...cues[0], start: 0, end: 1, text: "Something else." }, ...cues.slice(1)], undefined),
    ).toThrow(/cue 1 says/);
  });

  it("puts the caption of a sentence whose recording rang something low on the screen at the top", () => {
    const [script] = loadScripts();
    if (!script) throw new Error("no lesson scripts");
    const parts = partSentences(script);
    const cues = parts.map((part, i) => ({ start: i, end: i + 0.9, text: part.text }));
    const low: [number, number, number, number] = [500, 640, 200, 40];
    const rings = script.scenes.map((scene) => scene.narration.map(() => low));
    const placed = placeCues(script, cues, { rings, missing: [] });
    expect(placed.map((cue) => bandOf(cue.settings ?? ""))).toEqual(parts.map(() => "top"));
  });
});

describe("every lesson's captions", () => {
  const scripts = loadScripts();
  const recorded = readRecorded();

  it("are the script's caption parts, each placed clear of what its recording rang", () => {
    expect(scripts.length).toBeGreaterThanOrEqual(87);
    const problems: string[] = [];
    let ringed = 0;
    for (const script of scripts) {
      const cues = readCaptions(readFileSync(join(mediaDir, mediaFiles(script.id).captions), "utf8"));
      const parts = partSentences(script);
      if (cues.map((cue) => cue.text).join("\n") !== parts.map((part) => part.text).join("\n")) {
        problems.push(`${script.id}: captions are not the script's words (npm run media -- ${script.id})`);
        continue;
      }
      const unplaced = cues.filter((cue) => !cue.settings).length;
      if (unplaced > 0)
        problems.push(`${script.id}: ${unplaced} cues without placement (npm run media -- ${script.id})`);
      cues.forEach((cue, i) => {
        const part = parts[i] as (typeof parts)[number];
        const ring = ringOf(recorded[script.id], part.scene, part.sentence);
        if (!ring) return;
        ringed++;
        const caption = captionBox(cue.text, bandOf(cue.settings), WIDTH, HEIGHT);
        if (intersects(caption, ring))
          problems.push(`${script.id}: cue ${i + 1} ("${cue.text}") covers the ring at ${JSON.stringify(ring)}`);
      });
    }
    expect(problems).toEqual([]);
    // Most sentences ring something: the check is not passing over empty frames.
    expect(ringed).toBeGreaterThan(450);
  });
});

/**
 * What the recordings did not find (docs/decisions/104-lesson-screencasts.md): a sentence that names a thing the demo
 * does not show leaves the cursor pointing at nothing. The count may only go down; fix a script (or the demo) and
 * lower it.
 */
const MOST_MISSING = 12;

describe("every lesson's recording", () => {
  const scripts = loadScripts();
  const recorded = readRecorded();

  it("rings, per scene and sentence, what the sentence names, and finds nearly all of it on the demo", () => {
    const problems: string[] = [];
    let missing = 0;
    for (const script of scripts) {
      const entry = recorded[script.id];
      if (!entry) {
        problems.push(`${script.id}: not recorded (npm run media -- ${script.id})`);
        continue;
      }
      const shape = script.scenes.map((scene) => scene.narration.length);
      if (JSON.stringify(entry.rings.map((scene) => scene.length)) !== JSON.stringify(shape))
        problems.push(`${script.id}: recorded from another version of the script (npm run media -- ${script.id})`);
      missing += entry.missing.length;
    }
    expect(problems).toEqual([]);
    expect(missing).toBeLessThanOrEqual(MOST_MISSING);
  });
});
