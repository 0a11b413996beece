import { describe, expect, it } from "vitest";
import { parseKeys, playwrightKeys } from "./keys";
import { baselineKey, comparePixels } from "./visual";

describe("parseKeys", () => {
  it("reads named keys, letters and modifiers; Mod is Control, or Meta on a Mac", () => {
    expect(parseKeys("Enter")).toMatchObject({ key: "Enter", code: "Enter", ctrlKey: false });
    expect(parseKeys("Control+A")).toMatchObject({ key: "a", code: "KeyA", ctrlKey: true });
    expect(parseKeys("Shift+Tab")).toMatchObject({ key: "Tab", shiftKey: true });
    expect(parseKeys("Mod+S")).toMatchObject({ key: "s", ctrlKey: true, metaKey: false });
    expect(parseKeys("Mod+S", true)).toMatchObject({ key: "s", ctrlKey: false, metaKey: true });
    expect(parseKeys("space")).toMatchObject({ key: " ", code: "Space" });
  });

  it("refuses an empty key or a modifier alone", () => {
    expect(parseKeys("")).toBeUndefined();
    expect(parseKeys("Control+")).toBeUndefined();
  });

  it("spells Mod as Playwright's ControlOrMeta", () => {
    expect(playwrightKeys("Mod+S")).toBe("ControlOrMeta+S");
  });
});

describe("comparePixels", () => {
  const picture = (colours: number[][]) => ({
    width: colours.length,
    height: 1,
    data: new Uint8ClampedArray(colours.flatMap((c) => [...c, 255])),
  });

  it("gives the share of pixels that differ and draws them", () => {
    const white = [255, 255, 255];
    const black = [0, 0, 0];
    const diff = new Uint8ClampedArray(16);
    expect(comparePixels(picture([white, white, white, white]), picture([white, white, white, white]))).toBe(0);
    expect(comparePixels(picture([white, white, white, white]), picture([white, black, white, white]), diff)).toBe(
      0.25,
    );
    expect(Array.from(diff.slice(4, 8))).toEqual([255, 0, 0, 255]);
  });

  it("counts every pixel when the sizes differ", () => {
    expect(
      comparePixels(
        picture([[0, 0, 0]]),
        picture([
          [0, 0, 0],
          [0, 0, 0],
        ]),
      ),
    ).toBe(1);
  });
});

describe("baselineKey", () => {
  it("keys by test and step, apart for the phone viewport and later data rows", () => {
    expect(baselineKey("t", "s", "desktop", 0)).toBe("t/s");
    expect(baselineKey("t", "s", "phone", 2)).toBe("t/s@phone#2");
  });
});
