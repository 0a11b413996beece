import { describe, expect, it } from "vitest";
import { type Box, EDGE_MARGIN, findFreeSpot, HIGHEST_TOP_SHARE, OBSTACLE_GAP } from "./placement";

const chip = { width: 196, height: 44 };
const overlaps = (a: Box, b: Box) =>
  a.left < b.left + b.width && a.left + a.width > b.left && a.top < b.top + b.height && a.top + a.height > b.top;

describe("findFreeSpot", () => {
  it("takes the bottom corner when nothing is there", () => {
    expect(findFreeSpot({ width: 1440, height: 900 }, chip, [], "right")).toEqual({
      left: 1440 - 196 - EDGE_MARGIN,
      top: 900 - 44 - EDGE_MARGIN,
    });
    expect(findFreeSpot({ width: 375, height: 667 }, chip, [], "left")).toEqual({
      left: EDGE_MARGIN,
      top: 667 - 44 - EDGE_MARGIN,
    });
  });

  it("moves off a button in its corner to the nearest free place, covering none of the page's controls", () => {
    // A phone's first screen: two full-width hero buttons low on the screen and a row of links at the bottom.
    const viewport = { width: 375, height: 667 };
    const controls: Box[] = [
      { left: 16, top: 520, width: 343, height: 48 },
      { left: 16, top: 580, width: 343, height: 48 },
      { left: 16, top: 640, width: 120, height: 24 },
      { left: 200, top: 640, width: 160, height: 24 },
    ];
    const spot = findFreeSpot(viewport, chip, controls, "right");
    expect(spot).not.toBeNull();
    const placed = { ...chip, left: spot?.left ?? 0, top: spot?.top ?? 0 };
    for (const control of controls) expect(overlaps(placed, control)).toBe(false);
    // Above the buttons, still at the right edge, keeping its gap.
    expect(placed.left).toBe(375 - 196 - EDGE_MARGIN);
    expect(placed.top + placed.height + OBSTACLE_GAP).toBeLessThanOrEqual(520);
  });

  it("slides along the bottom edge when only the corner itself is taken", () => {
    const corner = { left: 1300, top: 840, width: 140, height: 60 };
    const spot = findFreeSpot({ width: 1440, height: 900 }, chip, [corner], "right");
    expect(spot).not.toBeNull();
    expect(overlaps({ ...chip, left: spot?.left ?? 0, top: spot?.top ?? 0 }, corner)).toBe(false);
  });

  it("never covers the other prompt", () => {
    const other = { left: EDGE_MARGIN, top: 900 - 44 - EDGE_MARGIN, width: 240, height: 44 };
    const spot = findFreeSpot({ width: 1440, height: 900 }, chip, [other], "left");
    expect(overlaps({ ...chip, left: spot?.left ?? 0, top: spot?.top ?? 0 }, other)).toBe(false);
  });

  it("stays in the lower part of the screen, and waits (null) when that holds no free place", () => {
    const viewport = { width: 375, height: 667 };
    const wall = { left: 0, top: Math.round(667 * HIGHEST_TOP_SHARE) - 10, width: 375, height: 700 };
    expect(findFreeSpot(viewport, chip, [wall], "right")).toBeNull();
    // Room above the wall's top does not count: that is the upper part of the screen.
    expect(findFreeSpot(viewport, chip, [{ ...wall, top: 300 }], "right")?.top).toBeLessThanOrEqual(300);
  });

  it("returns null when the viewport is narrower than the chip", () => {
    expect(findFreeSpot({ width: 180, height: 600 }, chip, [], "right")).toBeNull();
  });
});
