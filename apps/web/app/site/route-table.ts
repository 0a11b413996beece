import { withBrand } from "@ignitest/contracts";

/**
 * The route table: every fixed route of docs/product/pages-and-routes.md, matched exactly.
 * Paths are written with the `{brand}` token and expanded from site config.
 * routes.ts, the prerender list, sitemap.xml and the e2e route sweep all read
 * this list, so a page exists in one place only.
 */
export const sections = [
  "marketing",
  "platform",
  "finder",
  "products",
  "assets",
  "solutions",
  "resources",
  "account",
] as const;
export type Section = (typeof sections)[number];

const table: ReadonlyArray<readonly [Section, string]> = [
  // marketing
  ["marketing", "/"],
  ["marketing", "/schedule-demo"],
  ["marketing", "/contactus"],
  ["marketing", "/case-studies"],
  ["marketing", "/webinars"],
  ["marketing", "/cookies-policy"],
  ["marketing", "/privacy-policy"],
  ["marketing", "/email-web-view"],
  ["marketing", "/{brand}-products"],
  ["marketing", "/sales-force-testing"],
  ["marketing", "/desktop-app-testing"],
  ["marketing", "/concurrent-execution-calculator"],
  // platform
  ["platform", "/{brand}-platform"],
  ["platform", "/ai-automation-testing-tool"],
  ["platform", "/{brand}-platform-pricing"],
  ["platform", "/{brand}-platform/web-automation-testing"],
  ["platform", "/{brand}-platform/mobile-app-automation-testing"],
  ["platform", "/{brand}-platform/api-automation-testing"],
  ["platform", "/{brand}-platform/user-experience-testing"],
  ["platform", "/{brand}-platform/defect-management"],
  ["platform", "/{brand}-platform/manual-test-case-management"],
  ["platform", "/{brand}-platform/visual-testing"],
  ["platform", "/{brand}-platform/ui-performance-testing"],
  // finder
  ["finder", "/{brand}-finder"],
  ["finder", "/{brand}-finder/web-locator-finder"],
  ["finder", "/{brand}-finder/mobile-app-locator-finder"],
  ["finder", "/{brand}-finder/salesforce-locator-finder"],
  ["finder", "/{brand}-finder/msdynamics-locator-finder"],
  ["finder", "/mobile-locator-finder"],
  // products
  ["products", "/{brand}-cloud"],
  ["products", "/{brand}-crowd"],
  ["products", "/{brand}-assets"],
  ["products", "/playground"],
  ["products", "/playground/platform"],
  ["products", "/playground/platform/users"],
  ["products", "/playground/platform/roles"],
  ["products", "/playground/platform/licences"],
  ["products", "/playground/platform/integrations"],
  ["products", "/playground/platform/projects"],
  ["products", "/playground/platform/defects"],
  ["products", "/playground/platform/test-cases"],
  ["products", "/playground/platform/dashboard"],
  ["products", "/playground/platform/analytics"],
  ["products", "/playground/platform/settings"],
  ["products", "/playground/platform/execution"],
  ["products", "/playground/platform/automation"],
  // assets
  ["assets", "/nlp's-list"],
  ["assets", "/elements-list"],
  ["assets", "/stepgroup-list"],
  ["assets", "/nlp-description"],
  ["assets", "/nlp's"],
  ["assets", "/step-groups"],
  ["assets", "/elements"],
  // solutions
  ["solutions", "/solution/sap-automation-testing"],
  ["solutions", "/solution/salesforce-automation-testing"],
  ["solutions", "/solution/msdynamics-automation-testing"],
  ["solutions", "/solution/peoplesoft-automation-testing"],
  ["solutions", "/solution/workday-automation-testing"],
  ["solutions", "/solution/service-now-automation-testing"],
  ["solutions", "/solution/oracle-automation-testing"],
  // resources
  ["resources", "/{brand}-academy"],
  ["resources", "/{brand}-academy/training-plan"],
  ["resources", "/{brand}-academy/get-certified"],
  ["resources", "/{brand}-academy/self-learning-video"],
  ["resources", "/video-tutorial"],
  ["resources", "/documentation"],
  ["resources", "/release-notes/latest-version"],
  ["resources", "/release-notes/version/1/0"],
  ["resources", "/release-notes/version/1/1"],
  ["resources", "/release-notes/version/1/2"],
  ["resources", "/release-notes/version/2/0"],
  ["resources", "/release-notes/version/2/1"],
  ["resources", "/release-notes/version/2/2"],
  ["resources", "/blogs"],
  ["resources", "/case-studies/ecommerce"],
  ["resources", "/case-studies/edtech"],
  ["resources", "/case-studies/trading"],
  ["resources", "/case-studies/healthcare"],
  ["resources", "/case-studies/media-and-entertainment"],
  ["resources", "/case-studies/insurance"],
  ["resources", "/case-studies/streamwave-media"],
  ["resources", "/prerequisites/cloud-version"],
  ["resources", "/prerequisites/on-premise-version"],
  ["resources", "/prerequisites/safari-browser-automation-limitations"],
  ["resources", "/search"],
  // account
  ["account", "/signin"],
  ["account", "/signup"],
  ["account", "/registration-success"],
  ["account", "/change-phone-number"],
  ["account", "/otp-verification"],
  ["account", "/activation-success"],
  ["account", "/forgot-password"],
  ["account", "/change-password"],
  ["account", "/reset-link-sent-success"],
  ["account", "/password-changed-success"],
  ["account", "/activation-link-expired"],
  ["account", "/activation-link-sent-successfully"],
  ["account", "/activation-warning"],
  ["account", "/user-activated"],
  ["account", "/user-already-activated"],
  ["account", "/setpassword-link-expired"],
  ["account", "/active-user"],
  ["account", "/thank-you"],
  ["account", "/thank-you-for-registering"],
  ["account", "/thank-you-for-scheduling-demo"],
  ["account", "/thank-you-for-contact-us"],
];

export type RouteEntry = {
  /** Stable route id, derived from the path. */
  id: string;
  section: Section;
  /** The public path with the brand expanded, e.g. "/ignitest-platform". */
  path: string;
  /** The path as content files write it, e.g. "/{brand}-platform". */
  template: string;
};

export function routeId(path: string): string {
  return path === "/" ? "home" : path.slice(1).replace(/[^a-zA-Z0-9]+/g, "-");
}

export const routeTable: readonly RouteEntry[] = table.map(([section, template]) => {
  const path = withBrand(template);
  return { id: routeId(path), section, path, template };
});

const entryPages = new Set(["/signin", "/signup"]);

/**
 * Pages that only make sense mid-flow (activation, OTP, thank-you) or to a
 * signed-in user (My Products) stay out of sitemap.xml and carry noindex.
 */
export function isIndexable(entry: RouteEntry): boolean {
  if (entry.section === "account") return entryPages.has(entry.path);
  return entry.template !== "/{brand}-products";
}
