/**
 * Records a scene that is not the product's own screen (a title, a summary, a file of code, a
 * terminal, a CI server's page, a phone's settings) as the drawn card of frame.ts, at 1280×720,
 * with the named label ringed per sentence and a thin line along the bottom that shows how far
 * the scene has gone, so no picture stands still for long while it is spoken.
 */
import type { LessonScript } from "@ignitest/contracts/lessons";
import { drawFrame, FRAME_HEIGHT, FRAME_WIDTH } from "../frame";
import type { Span } from "./product-scene";
import { type Box, HEIGHT, type Stage, WIDTH } from "./stage";

type Scene = LessonScript["scenes"][number];

const scale = WIDTH / FRAME_WIDTH;
/** Seconds between two steps of the progress line. */
const PROGRESS_STEP = 4;

const sized = (svg: string) =>
  svg.replace(`width="${FRAME_WIDTH}" height="${FRAME_HEIGHT}"`, `width="${WIDTH}" height="${HEIGHT}"`);

export async function recordCardScene(stage: Stage, scene: Scene, spans: readonly Span[]) {
  const boxes: Array<Box | undefined> = [];
  const first = spans[0]?.start ?? stage.t;
  const last = spans[spans.length - 1]?.end ?? stage.t;
  const progress = (at: number) =>
    stage.page.evaluate(
      (p) => {
        const line = document.getElementById("progress");
        if (line) line.style.width = `${p}%`;
      },
      Math.round((100 * (at - first)) / Math.max(1, last - first)),
    );
  await stage.hideCursor();
  for (const [n, sentence] of scene.narration.entries()) {
    const span = spans[n] as Span;
    const drawn = drawFrame(scene.screen, sentence.focus);
    await stage.page.setContent(
      `<!doctype html><body style="margin:0;overflow:hidden;background:#fff">${sized(drawn.svg)}<div id="progress" style="position:fixed;left:0;bottom:0;height:4px;background:#ea580c;width:0"></div></body>`,
    );
    await progress(Math.max(stage.t, span.start));
    await stage.until(span.start);
    await stage.snap();
    const ring = drawn.ring;
    boxes.push(ring && { x: ring.x * scale, y: ring.y * scale, w: ring.w * scale, h: ring.h * scale });
    for (let at = span.start + PROGRESS_STEP; at < span.end - 0.5; at += PROGRESS_STEP) {
      await progress(at);
      await stage.until(at);
    }
  }
  return boxes;
}
