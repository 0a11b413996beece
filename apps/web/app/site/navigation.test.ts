import { describe, expect, it } from "vitest";
import { config } from "./config";
import {
  allNavItems,
  demoUrl,
  myProducts,
  myProductsUrl,
  productTabs,
  resourcesMenu,
  signInUrl,
  solutionsMenu,
} from "./navigation";
import { routeTable } from "./route-table";

const sitePaths = new Set(routeTable.map((entry) => entry.path));

/** The route part of an internal url: no query, no hash. */
function pathOf(url: string): string {
  return new URL(url, "https://site.invalid").pathname;
}

describe("navigation data", () => {
  const internalUrls = [
    ...allNavItems()
      .filter((item) => !item.external)
      .map((item) => item.url),
    ...myProducts.map((product) => product.signedOutUrl),
    myProductsUrl,
    signInUrl,
    demoUrl,
  ];

  it.each(internalUrls)("%s is a route of the site", (url) => {
    expect(url.startsWith("/")).toBe(true);
    expect(sitePaths).toContain(pathOf(url));
  });

  it("gives every menu item a unique id", () => {
    const ids = allNavItems().map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("has the four product tabs, Assets and Cloud marked Beta, Platform first", () => {
    expect(productTabs.map((tab) => [tab.title, tab.badge])).toEqual([
      ["Platform", undefined],
      ["Finder", undefined],
      ["Assets", "Beta"],
      ["Cloud", "Beta"],
    ]);
  });

  it("lists the eight platform feature pages and the finder's four locator finders", () => {
    const tab = (id: string) => productTabs.find((candidate) => candidate.id === id)?.groups ?? [];
    const platformFeatures = tab("platform")
      .flatMap((group) => group.items)
      .filter((item) => /-platform\//.test(item.url));
    expect(platformFeatures).toHaveLength(8);
    const locators = tab("finder")
      .flatMap((group) => group.items)
      .filter((item) => /-finder\/.+-locator-finder$/.test(item.url));
    expect(locators).toHaveLength(4);
  });

  it("links /mobile-locator-finder in the mobile menu only", () => {
    const mobileOnly = allNavItems().filter((item) => item.mobileOnly);
    expect(mobileOnly.map((item) => item.url)).toEqual(["/mobile-locator-finder"]);
  });

  it("lists the seven enterprise solutions plus Salesforce and desktop testing", () => {
    const urls = solutionsMenu.flatMap((group) => group.items).map((item) => item.url);
    expect(urls.filter((url) => /^\/solution\/.+-automation-testing$/.test(url))).toHaveLength(7);
    expect(urls).toContain("/sales-force-testing");
    expect(urls).toContain("/desktop-app-testing");
  });

  it("opens the external support site in a new tab", () => {
    const external = resourcesMenu.flatMap((group) => group.items).filter((item) => item.external);
    expect(external).toEqual([expect.objectContaining({ text: "Support", url: config.SUPPORT_URL })]);
  });
});
