import { describe, expect, it } from "vitest";
import { loadsOwnDocument } from "~/site/own-document";
import { demoPageLoadsOwnDocument } from "./own-document";

describe("demoPageLoadsOwnDocument", () => {
  it("holds for the playground and the execution area, which frame the sample apps, and no other demo page", () => {
    expect(demoPageLoadsOwnDocument("/playground/platform/execution")).toBe(true);
    expect(demoPageLoadsOwnDocument("/playground")).toBe(true);
    expect(demoPageLoadsOwnDocument("/playground/platform/users")).toBe(false);
    expect(demoPageLoadsOwnDocument("/playground/platform")).toBe(false);
    // The site's menus do not link the execution area.
    expect(loadsOwnDocument("/playground/platform/execution")).toBe(false);
  });
});
