/**
 * Records one lesson from the running site: each scene on its place (places.ts), each sentence
 * from the moment its narration starts (the timeline), into the stage's frames; a fresh browser
 * context a lesson, so every lesson starts from the demo's own data.
 */
import type { LessonScript } from "@ignitest/contracts/lessons";
import type { Browser } from "playwright";
import { academyVideos } from "../../../../../content/academy/videos";
import type { Timeline } from "../timeline";
import { recordCardScene } from "./card-scene";
import { type Place, placeOf, samePage } from "./places";
import { openPlace, recordProductScene, type Span } from "./product-scene";
import { type Box, HEIGHT, Stage, WIDTH } from "./stage";

/** The academy's lessons on manual test cases (content/academy/videos.ts). */
const manualLessons: ReadonlySet<string> = new Set(
  academyVideos.filter((video) => video.group === "Test Case Management").map((video) => video.slugPath),
);

export type Recording = {
  stills: { png: string; seconds: number }[];
  /** The box ringed while each sentence is spoken, by scene and sentence (the captions keep clear of it). */
  boxes: Array<Array<Box | undefined>>;
  /** What a sentence names that its page did not show. */
  missing: string[];
  /** The first frame of the first scene on the product: the poster. */
  poster: string | undefined;
};

export async function recordLesson(
  browser: Browser,
  origin: string,
  script: LessonScript,
  timeline: Timeline,
  work: string,
  dry = false,
): Promise<Recording> {
  const context = await browser.newContext({
    viewport: { width: WIDTH, height: HEIGHT },
    deviceScaleFactor: 1,
    reducedMotion: "reduce",
    // The stage draws its cursor and ring with a style element, which the site's policy would refuse.
    bypassCSP: true,
    colorScheme: "light",
    locale: "en-US",
    timezoneId: "UTC",
  });
  try {
    const stage = await Stage.open(context, work, dry);
    const boxes: Recording["boxes"] = [];
    const missing: string[] = [];
    let poster: string | undefined;
    let current: Place | undefined;
    for (const [s, scene] of script.scenes.entries()) {
      const spans: Span[] = timeline.frames.filter((f) => f.scene === s).map((f) => ({ start: f.start, end: f.end }));
      const place = placeOf(scene.screen, manualLessons.has(script.id));
      if (place.kind === "card") {
        boxes.push(await recordCardScene(stage, scene, spans));
      } else {
        const opened = !samePage(current, place);
        if (opened) await openPlace(stage, origin, place);
        const frameIndex = stage.frames.length;
        const done = await recordProductScene(stage, scene, spans, place, opened);
        poster ??= stage.frames[frameIndex]?.png;
        boxes.push(done.boxes);
        missing.push(...done.missing);
      }
      current = place;
    }
    await stage.until(timeline.duration);
    return { stills: stage.stills(timeline.duration), boxes, missing, poster };
  } finally {
    await context.close();
  }
}
