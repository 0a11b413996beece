import { describe, expect, it } from "vitest";
import { DEVICES, deviceById, runPlace } from "./devices";
import { toPlaywright } from "./engine/playwright-export";
import { RunSchema } from "./model-schemas";

describe("devices", () => {
  it("are the phones the docs name, at their CSS viewports", () => {
    expect(DEVICES.map((device) => [device.choice, device.model, device.os, device.width, device.height])).toEqual([
      ["Android phone", "Pixel 8", "Android 15", 412, 915],
      ["iPhone", "iPhone 14", "iOS 18", 390, 844],
    ]);
    expect(deviceById("desktop")).toBeUndefined();
  });

  it("name a run's place: its device, or its viewport for a run without one (older runs parse)", () => {
    const run = {
      id: "r",
      testId: "t",
      testName: "Phone cart",
      viewport: "phone",
      bugInjected: false,
      startedAt: "2026-11-27T08:00:00.000Z",
      durationMs: 10,
      status: "passed",
      steps: [],
    } as const;
    expect(runPlace(RunSchema.parse(run))).toBe("phone");
    expect(runPlace(RunSchema.parse({ ...run, device: "pixel-8" }))).toBe("Pixel 8 · Android 15");
  });

  it("export taps as Playwright taps with touch, and the rest of a device's steps as what Playwright can do", () => {
    const code = toPlaywright(
      {
        id: "t",
        type: "web",
        name: "Phone cart",
        app: "shop",
        data: [],
        steps: [
          { id: "a", nlpId: "tap-on-element-with-text", inputs: { text: "Add to cart" }, disabled: false },
          {
            id: "b",
            nlpId: "swipe-left-on-element",
            inputs: { element: "resourceId=com.gearbox.shop:id/gallery-viewport" },
            disabled: false,
          },
          { id: "c", nlpId: "hide-keyboard", inputs: {}, disabled: false },
          { id: "d", nlpId: "tap-on-element", inputs: { element: "accessibilityId=Next image" }, disabled: false },
        ],
      },
      { elements: [] },
    );
    expect(code).toContain("test.use({ hasTouch: true });");
    expect(code).toContain('await page.getByText("Add to cart", { exact: true }).tap();');
    expect(code).toContain(
      "// Playwright has no swipe gesture: the playground swiped left on the element with touch events.",
    );
    expect(code).toContain("await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());");
    expect(code).toContain(`await page.locator("[aria-label=\\"Next image\\"]").tap();`);
  });
});
