import { signInProducts, site } from "@ignitest/contracts";
import { config } from "./config";

/**
 * The header's menus as data
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

/** Builders that keep the data one line an entry. */
const link = (id: string, text: string, url: string, extra: Partial<NavItem> = {}): NavItem => ({
  id,
  text,
  url,
  ...extra,
});
const group = (id: string, title: string, items: NavItem[]): NavGroup => ({ id, title, items });

export const pricingItem = link("pricing", "Pricing", `/${slug}-platform-pricing`, { icon: "pricing" });

export const productTabs: ProductTab[] = [
  {
    id: "platform",
    title: "Platform",
    icon: "platform",
    summary: "Scriptless web, mobile, desktop and API automation.",
    groups: [
      group("platform-overview", `${site.name} Platform`, [
        link("platform-home", `${site.name} Platform`, platform),
        link("ai-automation", "AI Automation Testing Tool", "/ai-automation-testing-tool"),
        link("platform-pricing", "Pricing", pricingItem.url),
        link("playground", "Try it in your browser", "/playground"),
      ]),
      group("platform-features", "Features", [
        link("web-automation", "Web Automation Testing", `${platform}/web-automation-testing`),
        link("mobile-automation", "Mobile App Automation Testing", `${platform}/mobile-app-automation-testing`),
        link("api-automation", "API Automation Testing", `${platform}/api-automation-testing`),
        link("ux-testing", "User Experience Testing", `${platform}/user-experience-testing`),
        link("defect-management", "Defect Management", `${platform}/defect-management`),
        link("manual-test-cases", "Manual Test Case Management", `${platform}/manual-test-case-management`),
        link("visual-testing", "Visual Testing", `${platform}/visual-testing`),
        link("ui-performance", "UI Performance Testing", `${platform}/ui-performance-testing`),
      ]),
    ],
  },
  {
    id: "finder",
    title: "Finder",
    icon: "finder",
    summary: "Locator finders for web, mobile, MS Dynamics and Salesforce.",
    groups: [
      group("finder-overview", `${site.name} Finder`, [
        link("finder-home", `${site.name} Finder`, finder),
        link("finder-download", "Download Finder", `${finder}#download`),
      ]),
      group("finder-locators", "Locator finders", [
        link("web-locator", "Web Locator Finder", `${finder}/web-locator-finder`),
        link("mobile-app-locator", "Mobile App Locator Finder", `${finder}/mobile-app-locator-finder`),
        link("salesforce-locator", "Salesforce Locator Finder", `${finder}/salesforce-locator-finder`),
        link("msdynamics-locator", "MS Dynamics Locator Finder", `${finder}/msdynamics-locator-finder`),
        link("mobile-locator", "Mobile Locator Finder", "/mobile-locator-finder", { mobileOnly: true }),
      ]),
    ],
  },
  {
    id: "assets",
    title: "Assets",
    icon: "assets",
    badge: "Beta",
    summary: "Ready-made NLPs, elements and step groups, and a store for templates.",
    groups: [
      group("assets-store", `${site.name} Assets`, [
        link("platform-assets", "Platform Assets", `/${slug}-assets#platform_assets`),
        link("domain-assets", "Domain Assets", `/${slug}-assets#domain_assets`),
        link("template-store", "Template Store", `/${slug}-assets#template_store`),
      ]),
    ],
  },
  {
    id: "cloud",
    title: "Cloud",
    icon: "cloud",
    badge: "Beta",
    summary: "Run tests on real devices and browsers in the cloud, or with the crowd.",
    groups: [
      group("cloud-testing", `${site.name} Cloud`, [
        link("cloud-mobile", "Cloud Mobile", `/${slug}-cloud#cloud-mobile`),
        link("cloud-web", "Cloud Web", `/${slug}-cloud#cloud-web`),
        link("cloud-live", "Cloud Live", `/${slug}-cloud#cloud-live`),
      ]),
      group("crowd-testing", `${site.name} Crowd`, [
        link("web-crowd", "Web Crowd", `/${slug}-crowd#web_crowd`),
        link("mobile-crowd", "Mobile Crowd", `/${slug}-crowd#mobile_crowd`),
        link("web-mobile-crowd", "Web & Mobile Crowd", `/${slug}-crowd#webnmob_crowd`),
      ]),
    ],
  },
];

const solution = (id: string, text: string) =>
  link(`solution-${id}`, text, `/solution/${id}-automation-testing`, { icon: "solution" });

export const solutionsMenu: NavGroup[] = [
  group("enterprise-apps", "Enterprise apps", [
    solution("sap", "SAP"),
    solution("salesforce", "Salesforce"),
    solution("msdynamics", "MS Dynamics"),
    solution("peoplesoft", "PeopleSoft"),
    solution("workday", "Workday"),
    solution("service-now", "ServiceNow"),
    solution("oracle", "Oracle"),
  ]),
  group("testing-types", "More solutions", [
    link("salesforce-testing", "Salesforce Testing", "/sales-force-testing", { icon: "solution" }),
    link("desktop-app-testing", "Desktop App Testing", "/desktop-app-testing", { icon: "solution" }),
  ]),
];

export const resourcesMenu: NavGroup[] = [
  group("learn", "Learn", [
    link("documentation", "Documentation", "/documentation", { icon: "docs" }),
    link("video-tutorials", "Video Tutorials", "/video-tutorial", { icon: "video" }),
    link("academy", "Academy", `/${slug}-academy`, { icon: "academy" }),
    link("prerequisites", "Prerequisites", "/prerequisites/cloud-version", { icon: "checklist" }),
  ]),
  group("read", "Read and watch", [
    link("blogs", "Blogs", "/blogs", { icon: "blog" }),
    link("release-notes", "Release Notes", "/release-notes/latest-version", { icon: "release" }),
    link("case-studies", "Case Studies", "/case-studies", { icon: "case-study" }),
    link("webinars", "Webinars", "/webinars", { icon: "webinar" }),
    link("support", "Support", config.SUPPORT_URL, { icon: "support", external: true }),
  ]),
];

/** The dot-grid "My Products" menu (docs/product/pages-and-routes.md#header, docs/product/flows.md#roles). */
export type MyProduct = { id: ProductTabId; text: string; icon: NavIconName; signedOutUrl: string };

export const myProducts: MyProduct[] = [
  { id: "platform", text: "Platform", icon: "platform", signedOutUrl: `/signin?product=${signInProducts.platform}` },
  { id: "finder", text: "Finder", icon: "finder", signedOutUrl: `/signin?product=${signInProducts.finder}` },
  { id: "cloud", text: "Cloud", icon: "cloud", signedOutUrl: `/${slug}-cloud` },
  { id: "assets", text: "Assets", icon: "assets", signedOutUrl: `/${slug}-assets` },
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
