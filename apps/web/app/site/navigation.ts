import { signInProducts, site } from "@ignitest/contracts";
import { fillTemplate } from "~/lib/fill-template";
import { menus as words } from "../../../../content/pages/site-chrome";
import { config } from "./config";

/**
 * The header's menus as data, their words from content/pages/site-chrome.ts by id
 * (docs/product/data.md#menu-item). Internal urls are site paths (a unit test checks each against
 * the route table); `external` items open in a new tab.
 */

export type NavIconName =
  | "platform"
  | "finder"
  | "assets"
  | "cloud"
  | "solution"
  | "docs"
  | "video"
  | "academy"
  | "blog"
  | "release"
  | "case-study"
  | "webinar"
  | "checklist"
  | "support"
  | "pricing";

export type NavItem = {
  id: string;
  text: string;
  url: string;
  icon?: NavIconName;
  /** Opens in a new tab; the url is absolute. */
  external?: boolean;
  /** Listed in the mobile menu only (docs/product/pages-and-routes.md#finder). */
  mobileOnly?: boolean;
};

export type NavGroup = { id: string; title: string; items: NavItem[] };

export type ProductTabId = "platform" | "finder" | "assets" | "cloud";

export type ProductTab = {
  id: ProductTabId;
  title: string;
  icon: NavIconName;
  badge?: "Beta";
  /** One line under the tab's title in its panel. */
  summary: string;
  groups: NavGroup[];
};

const slug = site.slug;
const platform = `/${slug}-platform`;
const finder = `/${slug}-finder`;

/** An entry's or group's words by id; a missing one fails the build, never shows as a blank link. */
function wordsFor(table: Readonly<Record<string, string>>, id: string): string {
  const text = table[id];
  if (text === undefined) throw new Error(`content/pages/site-chrome.ts: the menus have no words for "${id}"`);
  return fillTemplate(text, { name: site.name });
}

/** Builders that keep the data one line an entry. */
const link = (id: string, url: string, extra: Partial<NavItem> = {}): NavItem => ({
  id,
  text: wordsFor(words.items, id),
  url,
  ...extra,
});
const group = (id: string, items: NavItem[]): NavGroup => ({ id, title: wordsFor(words.groups, id), items });

export const pricingItem = link("pricing", `/${slug}-platform-pricing`, { icon: "pricing" });

export const productTabs: ProductTab[] = [
  {
    id: "platform",
    ...words.tabs.platform,
    icon: "platform",
    groups: [
      group("platform-overview", [
        link("platform-home", platform),
        link("ai-automation", "/ai-automation-testing-tool"),
        link("platform-pricing", pricingItem.url),
        link("playground", "/playground"),
      ]),
      group("platform-features", [
        link("web-automation", `${platform}/web-automation-testing`),
        link("mobile-automation", `${platform}/mobile-app-automation-testing`),
        link("api-automation", `${platform}/api-automation-testing`),
        link("ux-testing", `${platform}/user-experience-testing`),
        link("defect-management", `${platform}/defect-management`),
        link("manual-test-cases", `${platform}/manual-test-case-management`),
        link("visual-testing", `${platform}/visual-testing`),
        link("ui-performance", `${platform}/ui-performance-testing`),
      ]),
    ],
  },
  {
    id: "finder",
    ...words.tabs.finder,
    icon: "finder",
    groups: [
      group("finder-overview", [link("finder-home", finder), link("finder-download", `${finder}#download`)]),
      group("finder-locators", [
        link("web-locator", `${finder}/web-locator-finder`),
        link("mobile-app-locator", `${finder}/mobile-app-locator-finder`),
        link("salesforce-locator", `${finder}/salesforce-locator-finder`),
        link("msdynamics-locator", `${finder}/msdynamics-locator-finder`),
        link("mobile-locator", "/mobile-locator-finder", { mobileOnly: true }),
      ]),
    ],
  },
  {
    id: "assets",
    ...words.tabs.assets,
    icon: "assets",
    badge: "Beta",
    groups: [
      group("assets-store", [
        link("platform-assets", `/${slug}-assets#platform_assets`),
        link("domain-assets", `/${slug}-assets#domain_assets`),
        link("template-store", `/${slug}-assets#template_store`),
      ]),
    ],
  },
  {
    id: "cloud",
    ...words.tabs.cloud,
    icon: "cloud",
    badge: "Beta",
    groups: [
      group("cloud-testing", [
        link("cloud-mobile", `/${slug}-cloud#cloud-mobile`),
        link("cloud-web", `/${slug}-cloud#cloud-web`),
        link("cloud-live", `/${slug}-cloud#cloud-live`),
      ]),
      group("crowd-testing", [
        link("web-crowd", `/${slug}-crowd#web_crowd`),
        link("mobile-crowd", `/${slug}-crowd#mobile_crowd`),
        link("web-mobile-crowd", `/${slug}-crowd#webnmob_crowd`),
      ]),
    ],
  },
];

const solution = (id: string) => link(`solution-${id}`, `/solution/${id}-automation-testing`, { icon: "solution" });

export const solutionsMenu: NavGroup[] = [
  group("enterprise-apps", [
    solution("sap"),
    solution("salesforce"),
    solution("msdynamics"),
    solution("peoplesoft"),
    solution("workday"),
    solution("service-now"),
    solution("oracle"),
  ]),
  group("testing-types", [
    link("salesforce-testing", "/sales-force-testing", { icon: "solution" }),
    link("desktop-app-testing", "/desktop-app-testing", { icon: "solution" }),
  ]),
];

export const resourcesMenu: NavGroup[] = [
  group("learn", [
    link("documentation", "/documentation", { icon: "docs" }),
    link("video-tutorials", "/video-tutorial", { icon: "video" }),
    link("academy", `/${slug}-academy`, { icon: "academy" }),
    link("prerequisites", "/prerequisites/cloud-version", { icon: "checklist" }),
  ]),
  group("read", [
    link("blogs", "/blogs", { icon: "blog" }),
    link("release-notes", "/release-notes/latest-version", { icon: "release" }),
    link("case-studies", "/case-studies", { icon: "case-study" }),
    link("webinars", "/webinars", { icon: "webinar" }),
    link("support", config.SUPPORT_URL, { icon: "support", external: true }),
  ]),
];

/** The dot-grid "My Products" menu (docs/product/pages-and-routes.md#header, docs/product/flows.md#roles). */
export type MyProduct = { id: ProductTabId; text: string; icon: NavIconName; signedOutUrl: string };

export const myProducts: MyProduct[] = [
  {
    id: "platform",
    text: words.myProducts.platform,
    icon: "platform",
    signedOutUrl: `/signin?product=${signInProducts.platform}`,
  },
  {
    id: "finder",
    text: words.myProducts.finder,
    icon: "finder",
    signedOutUrl: `/signin?product=${signInProducts.finder}`,
  },
  { id: "cloud", text: words.myProducts.cloud, icon: "cloud", signedOutUrl: `/${slug}-cloud` },
  { id: "assets", text: words.myProducts.assets, icon: "assets", signedOutUrl: `/${slug}-assets` },
];

/** Where every My Products entry leads a signed-in user. */
export const myProductsUrl = `/${slug}-products`;

/** Sign In opens in a new tab (docs/product/pages-and-routes.md#signed-out-header). */
export const signInUrl = `/signin?product=${signInProducts.platform}`;

export const demoUrl = "/schedule-demo";

/** Every item of the desktop and mobile menus, for checks such as the route-table test. */
export function allNavItems(): NavItem[] {
  const groups = [...productTabs.flatMap((tab) => tab.groups), ...solutionsMenu, ...resourcesMenu];
  return [...groups.flatMap((menuGroup) => menuGroup.items), pricingItem];
}
