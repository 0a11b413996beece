import type { IllustrationSpec } from "./registry";

/**
 * The illustration each page shows beside its banner, keyed by the route
 * table's path template. Pages not listed have none. The Finder home has its
 * own module, which can use its entry the same way content-page does.
 */
export const illustrationByPage: Readonly<Record<string, IllustrationSpec>> = {
  "/{brand}-platform": { name: "scriptless-editor" },
  "/ai-automation-testing-tool": { name: "ai-suggestions" },
  "/{brand}-platform/web-automation-testing": { name: "web-browser-run" },
  "/{brand}-platform/mobile-app-automation-testing": { name: "mobile-devices" },
  "/{brand}-platform/api-automation-testing": { name: "api-request" },
  "/{brand}-platform/user-experience-testing": { name: "ux-timeline" },
  "/{brand}-platform/defect-management": { name: "defect-board" },
  "/{brand}-platform/manual-test-case-management": { name: "test-case-table" },
  "/{brand}-platform/visual-testing": { name: "visual-diff" },
  "/{brand}-platform/ui-performance-testing": { name: "perf-waterfall" },
  "/{brand}-finder": { name: "desktop-finder" },
  "/{brand}-finder/web-locator-finder": { name: "locator-tree", target: "web" },
  "/{brand}-finder/mobile-app-locator-finder": { name: "locator-tree", target: "mobile" },
  "/{brand}-finder/salesforce-locator-finder": { name: "locator-tree", target: "salesforce" },
  "/{brand}-finder/msdynamics-locator-finder": { name: "locator-tree", target: "msdynamics" },
  "/mobile-locator-finder": { name: "desktop-finder", finder: "mobile" },
  "/{brand}-cloud": { name: "cloud-grid" },
  "/{brand}-crowd": { name: "crowd-map" },
  "/solution/sap-automation-testing": { name: "enterprise-flow", app: "sap" },
  "/solution/salesforce-automation-testing": { name: "enterprise-flow", app: "salesforce" },
  "/solution/msdynamics-automation-testing": { name: "enterprise-flow", app: "msdynamics" },
  "/solution/peoplesoft-automation-testing": { name: "enterprise-flow", app: "peoplesoft" },
  "/solution/workday-automation-testing": { name: "enterprise-flow", app: "workday" },
  "/solution/service-now-automation-testing": { name: "enterprise-flow", app: "service-now" },
  "/solution/oracle-automation-testing": { name: "enterprise-flow", app: "oracle" },
  "/sales-force-testing": { name: "pipeline", deployStage: "Sandbox" },
  "/desktop-app-testing": { name: "scriptless-editor", target: "desktop" },
};

export function illustrationFor(template: string): IllustrationSpec | null {
  return illustrationByPage[template] ?? null;
}
