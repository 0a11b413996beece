import { describe, expect, it } from "vitest";
import { productTabs } from "./navigation";
import { loadsOwnDocument } from "./own-document";

describe("loadsOwnDocument", () => {
  it("holds for the playground, with or without a query or a hash", () => {
    expect(loadsOwnDocument("/playground")).toBe(true);
    expect(loadsOwnDocument("/playground?nlp=click-on-element")).toBe(true);
    expect(loadsOwnDocument("/playground#steps")).toBe(true);
  });

  it("does not hold for the Platform demo, which keeps the site's policy, or for other pages", () => {
    expect(loadsOwnDocument("/playground/platform")).toBe(false);
    expect(loadsOwnDocument("/playground-tips")).toBe(false);
    expect(loadsOwnDocument("/")).toBe(false);
  });

  it("holds for the Products menu's playground entry, so the menu loads its document", () => {
    const entries = productTabs.flatMap((tab) => tab.groups.flatMap((group) => group.items));
    expect(entries.filter((item) => loadsOwnDocument(item.url)).map((item) => item.id)).toEqual(["playground"]);
  });
});
