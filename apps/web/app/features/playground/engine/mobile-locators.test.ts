// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { mountFrame } from "../test/fixture-frame";
import { appTree } from "./app-tree";
import { formatLocator } from "./locator-format";
import { mobileLocatorCandidates } from "./mobile-locators";
import { resolveLocator } from "./resolve-locator";

const PAGE = `
  <main>
    <h1>Keystone K2</h1>
    <label for="quantity">Quantity</label><input id="quantity" type="number" value="2">
    <button id="btn-x7q2mz">Add to cart</button>
    <button aria-label="Next image">›</button>
    <a href="/cart" data-testid="cart-link">Cart</a>
    <p hidden>Gone</p>
  </main>`;

afterEach(() => {
  for (const frame of document.querySelectorAll("iframe")) frame.remove();
});

describe("the app's tree and the mobile locators", () => {
  it("draws the page as Android widgets with text, resource-id and content-desc", () => {
    const { doc } = mountFrame(PAGE);
    const { xml } = appTree(doc, "android");
    const source = new XMLSerializer().serializeToString(xml);
    expect(source).toContain(
      '<android.widget.TextView package="com.gearbox.shop" class="android.widget.TextView" text="Keystone K2"',
    );
    expect(source).toContain('class="android.widget.EditText" text="2" resource-id="com.gearbox.shop:id/quantity"');
    expect(source).toContain('content-desc="Next image"');
    expect(source).not.toContain("Gone");
  });

  it("offers accessibility id, resource id, text and the tree's XPath on Android, each with its count", () => {
    const { doc } = mountFrame(PAGE);
    const next = doc.querySelector('[aria-label="Next image"]') as Element;
    expect(mobileLocatorCandidates(next, "android").map((c) => [formatLocator(c.locator), c.count])).toEqual([
      ["accessibilityId=Next image", 1],
      ["text=›", 1],
      ['appXpath=//android.widget.Button[@content-desc="Next image"]', 1],
    ]);
    const add = doc.querySelector("button") as Element;
    const candidates = mobileLocatorCandidates(add, "android");
    // The generated id is no XPath's anchor: the text is.
    expect(candidates.map((c) => formatLocator(c.locator))).toEqual([
      "text=Add to cart",
      'appXpath=//android.widget.Button[@text="Add to cart"]',
      "resourceId=com.gearbox.shop:id/btn-x7q2mz",
    ]);
    expect(candidates[2]?.generated).toBe(true);
  });

  it("offers the iOS tree's XPath by name on an iPhone, and resolves it back to the element", () => {
    const { doc } = mountFrame(PAGE);
    const link = doc.querySelector("a") as Element;
    const candidates = mobileLocatorCandidates(link, "ios");
    expect(candidates.map((c) => formatLocator(c.locator))).toEqual([
      "text=Cart",
      'appXpath=//XCUIElementTypeLink[@name="cart-link"]',
    ]);
    expect(resolveLocator(doc, { kind: "appXpath", value: "//XCUIElementTypeButton" })).toHaveLength(2);
    expect(resolveLocator(doc, { kind: "appXpath", value: "//android.widget.Button[" })).toEqual([]);
  });
});
