import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { type RouteEntry, routeTable } from "./site/route-table";

/**
 * Pages with a template of their own, keyed by the route table's path template
 * ("/{brand}-…", never the spelled slug); every other route renders its copy
 * from content/pages through the shared content-page module.
 */
const dedicatedModules: Record<string, string> = {
  "/{brand}-platform-pricing": "routes/_marketing/pricing.tsx",
  "/case-studies": "routes/_marketing/case-studies.tsx",
  "/": "routes/_marketing/home.tsx",
  "/privacy-policy": "routes/_marketing/privacy-policy.tsx",
  "/cookies-policy": "routes/_marketing/cookies-policy.tsx",
};

function moduleFor(entry: RouteEntry): string {
  return dedicatedModules[entry.template] ?? "routes/content-page.tsx";
}

export default [
  ...routeTable.map((entry) =>
    entry.path === "/"
      ? index(moduleFor(entry), { id: entry.id })
      : route(entry.path, moduleFor(entry), { id: entry.id }),
  ),
  route("sitemap.xml", "routes/_seo/sitemap[.]xml.ts"),
  route("robots.txt", "routes/_seo/robots[.]txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
