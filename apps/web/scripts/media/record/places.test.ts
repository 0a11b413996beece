import type { LessonScript } from "@ignitest/contracts/lessons";
import { describe, expect, it } from "vitest";
import { placeOf, samePage } from "./places";

type Screen = LessonScript["scenes"][number]["screen"];
type View = Extract<Screen, { kind: "app" }>["view"];
const table: View = { kind: "table", title: "Suites", columns: ["Suite"], rows: [["Smoke"]], buttons: [] };
const steps: View = { kind: "steps", title: "SCR1", steps: [], buttons: [] };

/** Issue 29, item 1: each scene is recorded where the product shows it (docs/decisions/104-lesson-screencasts.md). */
describe("where a lesson scene is recorded", () => {
  it("puts an app scene on the Platform demo area and tab of its menu and tab", () => {
    const screen = { kind: "app", menu: "Test Execution", tab: "Suites", view: table } as Screen;
    expect(placeOf(screen)).toEqual({ kind: "page", path: "/playground/platform/execution", tab: "Suites" });
  });

  it("puts a manual test case lesson's scripts, suites and suite metrics in the demo's Test cases area", () => {
    const scripts = { kind: "app", menu: "Test Development", tab: "Scripts", view: table } as Screen;
    const metrics = { kind: "app", menu: "Analytics", tab: "Suite Metrics", view: table } as Screen;
    const templates = { kind: "app", menu: "Configuration", tab: "Templates", view: table } as Screen;
    expect(placeOf(scripts, true)).toEqual({ kind: "page", path: "/playground/platform/test-cases", tab: "Scripts" });
    expect(placeOf(metrics, true)).toEqual({
      kind: "page",
      path: "/playground/platform/test-cases",
      tab: "Suite Metrics",
    });
    expect(placeOf(templates, true)).toEqual({ kind: "page", path: "/playground/platform/settings", tab: "Templates" });
  });

  it("puts a script's steps and the web services in the test editor", () => {
    const stepsScreen = { kind: "app", menu: "Test Development", tab: "Scripts", view: steps } as Screen;
    expect(placeOf(stepsScreen)).toEqual({ kind: "page", path: "/playground" });
    const api = { kind: "app", menu: "Test Development", tab: "Web Services", view: table } as Screen;
    expect(placeOf(api)).toEqual({ kind: "page", path: "/playground", opener: "New API test" });
  });

  it("shows the site's own pages, the shop on a phone, and a card for what is not the product", () => {
    expect(placeOf({ kind: "browser", url: "ignitest.example/signup", view: table } as Screen)).toEqual({
      kind: "page",
      path: "/signup",
    });
    expect(placeOf({ kind: "browser", url: "jenkins.northwind.example/job/1", view: table } as Screen)).toEqual({
      kind: "card",
    });
    expect(placeOf({ kind: "device", platform: "ios", app: "Northwind Shop", view: table } as Screen)).toEqual({
      kind: "page",
      path: "/playground",
      device: "iphone-14",
    });
    expect(placeOf({ kind: "device", platform: "android", app: "Settings", view: table } as Screen)).toEqual({
      kind: "card",
    });
    expect(placeOf({ kind: "title", heading: "Suites", subheading: "" })).toEqual({ kind: "card" });
  });

  it("goes on on the same page only for the same path and device", () => {
    expect(samePage({ kind: "page", path: "/playground" }, { kind: "page", path: "/playground" })).toBe(true);
    expect(
      samePage({ kind: "page", path: "/playground" }, { kind: "page", path: "/playground", device: "pixel-8" }),
    ).toBe(false);
    expect(samePage({ kind: "card" }, { kind: "card" })).toBe(false);
    expect(samePage(undefined, { kind: "page", path: "/playground" })).toBe(false);
  });
});
