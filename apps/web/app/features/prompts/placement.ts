/**
 * Where a prompt may sit (docs/decisions/063, amendment of issue 30): each
 * prompt is a small chip, placed in the free spot nearest its bottom corner
 * that overlaps no link, button or form field (nor the other prompt).
 * Pure functions here; the hook that measures the page is in ./prompts.ts.
 */
export type Box = { left: number; top: number; width: number; height: number };
export type Size = { width: number; height: number };
export type Corner = "left" | "right";
export type Spot = { left: number; top: number };

/** Space kept between a chip and the viewport's edges, and around every obstacle. */
export const EDGE_MARGIN = 12;
export const OBSTACLE_GAP = 4;
/** A chip stays in the lower part of the screen: its top is never above this share of the height. */
export const HIGHEST_TOP_SHARE = 0.35;
const STEP = 8;

function overlaps(a: Box, b: Box, gap: number): boolean {
  return (
    a.left < b.left + b.width + gap &&
    a.left + a.width + gap > b.left &&
    a.top < b.top + b.height + gap &&
    a.top + a.height + gap > b.top
  );
}

/**
 * The free spot for a chip of `size` nearest the bottom `corner` of the
 * viewport, or null when the lower part of the screen has none (the chip
 * then waits for a scroll or resize).
 */
export function findFreeSpot(viewport: Size, size: Size, obstacles: readonly Box[], corner: Corner): Spot | null {
  const maxLeft = viewport.width - size.width - EDGE_MARGIN;
  const maxTop = viewport.height - size.height - EDGE_MARGIN;
  if (maxLeft < EDGE_MARGIN || maxTop < 0) return null;
  const minTop = Math.min(maxTop, Math.round(viewport.height * HIGHEST_TOP_SHARE));
  const cornerLeft = corner === "right" ? maxLeft : EDGE_MARGIN;
  const candidates: Array<Spot & { distance: number }> = [];
  for (let top = maxTop; top >= minTop; top -= STEP) {
    for (let shift = 0; shift <= maxLeft - EDGE_MARGIN; shift += STEP) {
      const left = corner === "right" ? maxLeft - shift : EDGE_MARGIN + shift;
      candidates.push({ left, top, distance: Math.abs(left - cornerLeft) + (maxTop - top) * 2 });
    }
  }
  candidates.sort((a, b) => a.distance - b.distance);
  const relevant = obstacles.filter((box) => box.width > 0 && box.height > 0 && box.top + box.height > minTop);
  for (const { left, top } of candidates) {
    const chip = { left, top, width: size.width, height: size.height };
    if (!relevant.some((box) => overlaps(chip, box, OBSTACLE_GAP))) return { left, top };
  }
  return null;
}

/** What a prompt must never cover: every link, button and form field a visitor could use. */
export const OBSTACLE_SELECTOR =
  'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [data-prompt]';

/** The obstacles in the viewport now, leaving out the prompt itself and anything hidden. */
export function measureObstacles(self: Element | null): Box[] {
  const boxes: Box[] = [];
  const { innerWidth, innerHeight } = window;
  for (const element of document.querySelectorAll(OBSTACLE_SELECTOR)) {
    if (self && (element === self || self.contains(element))) continue;
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    if (box.bottom < 0 || box.top > innerHeight || box.right < 0 || box.left > innerWidth) continue;
    boxes.push({ left: box.left, top: box.top, width: box.width, height: box.height });
  }
  return boxes;
}
