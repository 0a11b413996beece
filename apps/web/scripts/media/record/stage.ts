/**
 * The recording stage: one headless Chromium page at 1280×720 whose clock is paused, so the
 * page only moves when the recorder says, and a film of frames, each a screenshot taken at a
 * moment of the video's own time (`t`, in seconds) rather than of the wall clock. A frame
 * that looks like the one before is not kept: the earlier one is held longer, so a
 * re-recording of the same lesson gives the same frames (docs/decisions/104-lesson-screencasts.md).
 * The cursor, its click ripple and the ring round what the narration names are drawn
 * over the page by the stage itself (`pointer-events: none`).
 */
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright";

export const WIDTH = 1280;
export const HEIGHT = 720;
/** Frames a second while something moves (the cursor, typing, a ripple). */
export const MOTION_FPS = 12;
/** The shortest a frame is shown, in seconds. */
const MIN_FRAME = 0.04;
/** The video's own date, so pages that show "today" show the same day on every recording. */
export const RECORDED_AT = new Date("2026-11-02T09:30:00Z");

export type Box = { x: number; y: number; w: number; h: number };
export type Frame = { png: string; at: number };

/** Everything the stage draws over the page, and the style that stops the page's own animations. */
const overlayScript = `(() => {
  if (document.getElementById("rec-layer")) return;
  const style = document.createElement("style");
  style.textContent = "*,*::before,*::after{transition:none!important;animation:none!important;caret-color:transparent!important;scroll-behavior:auto!important}" +
    "header[data-tone]{display:none!important}" +
    "#rec-layer{position:fixed;inset:0;pointer-events:none;z-index:2147483647}" +
    "#rec-ring{position:absolute;display:none;border:3px solid #ea580c;border-radius:8px;box-shadow:0 0 0 4px rgba(234,88,12,.25)}" +
    "#rec-ripple{position:absolute;display:none;border-radius:50%;background:rgba(234,88,12,.35)}" +
    "#rec-cursor{position:absolute;width:22px;height:28px;display:none}";
  const layer = document.createElement("div");
  layer.id = "rec-layer";
  layer.innerHTML = '<div id="rec-ring"></div><div id="rec-ripple"></div>' +
    '<svg id="rec-cursor" viewBox="0 0 22 28"><path d="M2 2 L2 22 L7.5 17 L11 25.5 L14.5 24 L11 15.8 L18.5 15.8 Z" fill="#111827" stroke="#fff" stroke-width="1.6" stroke-linejoin="round"/></svg>';
  document.documentElement.append(style, layer);
})()`;

export class Stage {
  /** The video's time of the next frame, in seconds. */
  t = 0;
  readonly frames: Frame[] = [];
  cursor: { x: number; y: number } | undefined;
  private lastHash = "";

  private constructor(
    readonly page: Page,
    private readonly work: string,
    /** A rehearsal: everything is done on the page, nothing is filmed and no time is spent moving (dry-run.ts). */
    readonly dry: boolean,
  ) {}

  static async open(context: BrowserContext, work: string, dry = false): Promise<Stage> {
    const page = await context.newPage();
    // Installed a minute before the recorded moment and paused there: the fake clock runs from its install.
    await page.clock.install({ time: RECORDED_AT.getTime() - 60_000 });
    await page.clock.pauseAt(RECORDED_AT);
    const stage = new Stage(page, work, dry);
    return stage;
  }

  /** Lets the page's timers run for `ms` of its paused clock (in steps, so chained timers fire in order). */
  async tick(ms: number) {
    for (let left = ms; left > 0; left -= 100) await this.page.clock.runFor(Math.min(100, left));
  }

  /**
   * Waits until `ready` holds, for at most `ticks` tenths of a second of the page's clock: the clock runs 100 ms
   * at a time, with a little real time between for the page's network and rendering. Whether it came.
   */
  async waitFor(ready: () => Promise<boolean>, ticks: number): Promise<boolean> {
    for (let i = 0; i < ticks; i++) {
      if (await ready()) return true;
      await this.tick(100);
      await this.page.waitForTimeout(50);
    }
    return ready();
  }

  /** Draws the overlay into the page (again after a navigation) and puts the cursor where it was. */
  async dress() {
    await this.page.evaluate(overlayScript);
    if (this.cursor) await this.placeCursor(this.cursor);
  }

  private async placeCursor(at: { x: number; y: number }) {
    this.cursor = at;
    await this.page.evaluate(({ x, y }) => {
      const cursor = document.getElementById("rec-cursor");
      if (cursor) Object.assign(cursor.style, { display: "block", left: `${x - 2}px`, top: `${y - 2}px` });
    }, at);
  }

  async hideCursor() {
    this.cursor = undefined;
    await this.page.evaluate(() => {
      const cursor = document.getElementById("rec-cursor");
      if (cursor) cursor.style.display = "none";
    });
  }

  /** Rings `box` (viewport pixels), or takes the ring away. */
  async ring(box: Box | undefined) {
    await this.page.evaluate((b) => {
      const ring = document.getElementById("rec-ring");
      if (!ring) return;
      if (!b) ring.style.display = "none";
      else
        Object.assign(ring.style, {
          display: "block",
          left: `${b.x - 5}px`,
          top: `${b.y - 5}px`,
          width: `${b.w + 10}px`,
          height: `${b.h + 10}px`,
        });
    }, box);
  }

  /** Takes a frame at the current time, unless the page looks as it did in the last one. */
  async snap() {
    if (this.dry) return;
    // Playwright's screenshot waits for a freshly painted frame; the bare CDP capture could return
    // tiles of the page before a navigation or a scroll.
    const png = await this.page.screenshot({ caret: "hide" });
    const hash = createHash("sha1").update(png).digest("hex");
    if (hash === this.lastHash) return;
    this.lastHash = hash;
    const at = Math.round(this.t * 1000) / 1000;
    // A change within a frame's time of the last frame replaces it: that one would never be seen.
    const last = this.frames.at(-1);
    if (last && at - last.at < MIN_FRAME) {
      writeFileSync(last.png, png);
      return;
    }
    const file = join(this.work, `f${String(this.frames.length).padStart(5, "0")}.png`);
    writeFileSync(file, png);
    this.frames.push({ png: file, at });
  }

  /** Moves on to `seconds` of the video: the page's clock runs for the gap, then a frame is taken. */
  async until(seconds: number) {
    if (seconds <= this.t) return;
    await this.tick(this.dry ? 100 : Math.round((seconds - this.t) * 1000));
    this.t = seconds;
    await this.snap();
  }

  /** When the picture last changed. */
  get lastChange(): number {
    return this.frames.at(-1)?.at ?? 0;
  }

  /** One motion frame later. */
  private async step() {
    await this.until(this.t + 1 / MOTION_FPS);
  }

  /** Glides the cursor to `to` in `seconds`, eased, a frame each step. */
  async glide(to: { x: number; y: number }, seconds = 0.45) {
    if (this.dry) {
      this.cursor = to;
      return;
    }
    const from = this.cursor ?? { x: WIDTH / 2, y: HEIGHT - 40 };
    const steps = Math.max(1, Math.round(seconds * MOTION_FPS));
    for (let i = 1; i <= steps; i++) {
      const p = i / steps;
      const eased = p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2;
      await this.placeCursor({
        x: Math.round(from.x + (to.x - from.x) * eased),
        y: Math.round(from.y + (to.y - from.y) * eased),
      });
      await this.step();
    }
  }

  /** A ripple where the cursor is: three frames of a growing, fading circle. */
  async ripple() {
    if (this.dry) return;
    const at = this.cursor;
    if (!at) return;
    for (const r of [8, 16, 24]) {
      await this.page.evaluate(
        ({ x, y, r }) => {
          const ripple = document.getElementById("rec-ripple");
          if (ripple)
            Object.assign(ripple.style, {
              display: "block",
              left: `${x - r}px`,
              top: `${y - r}px`,
              width: `${2 * r}px`,
              height: `${2 * r}px`,
              opacity: String(1 - r / 32),
            });
        },
        { ...at, r },
      );
      await this.step();
    }
    await this.page.evaluate(() => {
      const ripple = document.getElementById("rec-ripple");
      if (ripple) ripple.style.display = "none";
    });
  }

  /** Types `text` into the focused field at a human pace: a frame per keystroke, fitted into `within` seconds. */
  async type(text: string, within: number) {
    if (this.dry) return this.page.keyboard.type(text);
    const perKey = Math.min(0.09, Math.max(1 / MOTION_FPS, within / Math.max(1, text.length)));
    const chunk = Math.max(1, Math.ceil(text.length / Math.max(1, Math.floor(within / perKey))));
    for (let i = 0; i < text.length; i += chunk) {
      await this.page.keyboard.type(text.slice(i, i + chunk));
      await this.until(this.t + perKey);
    }
  }

  /** The recorded frames as stills with their durations, the last held to `end`. */
  stills(end: number): { png: string; seconds: number }[] {
    return this.frames.map((frame, i) => ({
      png: frame.png,
      seconds: Math.max(0.001, (this.frames[i + 1]?.at ?? end) - frame.at),
    }));
  }
}
