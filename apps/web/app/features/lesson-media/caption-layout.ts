/**
 * Where a lesson's caption sits on the picture, and how much of it it takes
 * (docs/decisions/057-lesson-media.md, "Nothing covers the action"). The
 * player shows captions with the browser's own renderer: a cue's font is 5 %
 * of the video's height (Chromium, WebKit and Firefox alike), its line height
 * is app.css's `video::cue` rule, and it wraps at the picture's width. A cue
 * says which band it takes with its WebVTT `line` setting: `line:0` the top
 * line, `line:-1` the bottom one. No imports, so `npm run media` reads it too.
 */
export type Box = { x: number; y: number; w: number; h: number };

/** The player's caption metrics, as shares of the picture (kept generous, so the box is never smaller than drawn). */
export const captionMetrics = {
  /** Font size, of the picture's height. */
  fontSize: 0.05,
  /** Line height, of the font size (app.css's video::cue says 1.25; the rest covers fonts that draw taller). */
  lineHeight: 1.35,
  /** Average advance of a sans-serif caption font, in em (Arial 0.5, DejaVu Sans 0.58). */
  advance: 0.6,
  /** The share of the picture's width a line may fill before it wraps. */
  wrapWidth: 0.8,
  /** Room kept between the caption band and anything it must not cover, in lines. */
  clearance: 0.5,
} as const;

export type CaptionBand = "top" | "bottom";

/** The WebVTT cue settings that put a cue in `band`. */
export const bandSettings: Record<CaptionBand, string> = { top: "line:0", bottom: "line:-1" };

/** The band a cue's settings put it in: `line:0` (or any line counted from the top) the top, otherwise the bottom. */
export function bandOf(settings: string): CaptionBand {
  const line = /(?:^|\s)line:(-?\d+)(?:\s|,|$)/.exec(settings)?.[1];
  return line !== undefined && Number(line) >= 0 ? "top" : "bottom";
}

/** The box a caption of `text` takes in `band` of a `width`×`height` picture, its clearance included. */
export function captionBox(text: string, band: CaptionBand, width: number, height: number): Box {
  const m = captionMetrics;
  const font = m.fontSize * height;
  const textWidth = text.length * m.advance * font;
  const lines = Math.max(1, Math.ceil(textWidth / (m.wrapWidth * width)));
  const h = (lines + m.clearance) * m.lineHeight * font;
  const w = Math.min(width, textWidth);
  return { x: (width - w) / 2, y: band === "top" ? 0 : height - h, w, h };
}

export function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/**
 * The band for a caption of `text` while `action` (the ringed element, if any) is on screen: the half of the
 * picture away from it (the top when the action's centre is in the lower half), unless only the other band is clear.
 */
export function captionBand(text: string, action: Box | undefined, width: number, height: number): CaptionBand {
  if (!action) return "bottom";
  const away: CaptionBand = action.y + action.h / 2 > height / 2 ? "top" : "bottom";
  const other: CaptionBand = away === "top" ? "bottom" : "top";
  const clear = (band: CaptionBand) => !intersects(captionBox(text, band, width, height), action);
  if (clear(away) || !clear(other)) return away;
  return other;
}
