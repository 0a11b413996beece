import { relatedPages } from "../../../../../content/pages/shared-blocks";

const { headings } = relatedPages;

/**
 * Pages that belong together, by route-table path template, in menu order.
 * A page in a group shows a "Related" row linking some of its siblings, under
 * its group's heading from content/pages/shared-blocks.ts.
 */
export const siblingGroups: ReadonlyArray<{ heading: string; templates: readonly string[] }> = [
  {
    heading: headings.platform,
    templates: [
      "/{brand}-platform/web-automation-testing",
      "/{brand}-platform/mobile-app-automation-testing",
      "/{brand}-platform/api-automation-testing",
      "/{brand}-platform/user-experience-testing",
      "/{brand}-platform/defect-management",
      "/{brand}-platform/manual-test-case-management",
      "/{brand}-platform/visual-testing",
      "/{brand}-platform/ui-performance-testing",
      "/ai-automation-testing-tool",
    ],
  },
  {
    heading: headings.finder,
    templates: [
      "/{brand}-finder/web-locator-finder",
      "/{brand}-finder/mobile-app-locator-finder",
      "/{brand}-finder/salesforce-locator-finder",
      "/{brand}-finder/msdynamics-locator-finder",
      "/mobile-locator-finder",
    ],
  },
  {
    heading: headings.solutions,
    templates: [
      "/solution/sap-automation-testing",
      "/solution/salesforce-automation-testing",
      "/solution/msdynamics-automation-testing",
      "/solution/peoplesoft-automation-testing",
      "/solution/workday-automation-testing",
      "/solution/service-now-automation-testing",
      "/solution/oracle-automation-testing",
      "/sales-force-testing",
      "/desktop-app-testing",
    ],
  },
];
