/**
 * Where the Platform demo shows each screen of the product, by the names the product's docs give
 * its menus and tabs (content/docs/project-menu/overview.md) and the lessons use (a scene's `menu`
 * and `tab` in content/lessons). `area` is a demo area's slug (docs/platform-demo.md#addresses) or
 * "editor" for the playground's test editor; `tab` is the tab of the area the screen is under
 * (none: the area's own screen); `control` is what stands for it where there is no tab.
 * Some of the product's tabs are one demo tab: the product's Test Data menu is the Test
 * Development area's Test Data tab, and a suite's Run Settings, Scripts and Access are parts of
 * the suite form on the Suites tab. The lessons' content check
 * (apps/web/app/prerender/lesson-scripts-content.test.ts) fails on a scene that names a screen
 * missing here, and the route sweep (e2e/tests/routes.spec.ts) finds each tab and control on its
 * area's page.
 */
export type ScreenPlace = { area: string; tab?: string; control?: { role: "button" | "list"; name: string } };

/** The menu's own screen is under the empty tab name "". */
export const productScreens: Readonly<Record<string, Readonly<Record<string, ScreenPlace>>>> = {
  // The Admin menu.
  "User Management": {
    "": { area: "users" },
    Users: { area: "users" },
    Roles: { area: "roles" },
  },
  "Project Management": { "": { area: "projects" } },
  "License Management": { "": { area: "licences" } },
  // The Project menu.
  Dashboard: { "": { area: "dashboard" } },
  "Test Development": {
    "": { area: "automation", tab: "Scripts" },
    Scripts: { area: "automation", tab: "Scripts" },
    // A script's pre- and post-conditions are set in its Settings, from the Scripts tab.
    "Pre/Post Conditions": { area: "automation", tab: "Scripts" },
    Variables: { area: "automation", tab: "Variables" },
    // Web services are the test editor's API tests.
    "Web Services": { area: "editor", control: { role: "button", name: "New API test" } },
    // A script's steps: the test editor's Steps list.
    Steps: { area: "editor", control: { role: "list", name: "Steps" } },
  },
  "Test Execution": {
    "": { area: "execution", tab: "Suites" },
    Suites: { area: "execution", tab: "Suites" },
    "Execution Dashboard": { area: "execution", tab: "Execution Dashboard" },
    "Quick Run Results": { area: "execution", tab: "Quick Run" },
    "Run Settings": { area: "execution", tab: "Suites" },
    Scripts: { area: "execution", tab: "Suites" },
    Access: { area: "execution", tab: "Suites" },
  },
  "Test Data": {
    "": { area: "automation", tab: "Test Data" },
    Files: { area: "automation", tab: "Test Data" },
    "Data Providers": { area: "automation", tab: "Test Data" },
  },
  Defects: {
    "": { area: "defects" },
    "All Defects": { area: "defects" },
  },
  Analytics: {
    "": { area: "analytics", tab: "Script Metrics" },
    "Script Metrics": { area: "analytics", tab: "Script Metrics" },
    "Suite Metrics": { area: "analytics", tab: "Suite Metrics" },
    "Defect Metrics": { area: "analytics", tab: "Defect Metrics" },
    "Execution Trends": { area: "analytics", tab: "Execution Trends" },
  },
  Repository: {
    "": { area: "automation", tab: "Elements" },
    Elements: { area: "automation", tab: "Elements" },
    // A reference element is added from the Elements tab (Add Element, its reference).
    Reference: { area: "automation", tab: "Elements" },
    "Step Groups": { area: "automation", tab: "Step Groups" },
    "Import/Export": { area: "automation", tab: "Import/Export" },
    "Program Elements": { area: "automation", tab: "Program Elements" },
    // A program element's Test, from its row on the Program Elements tab.
    Test: { area: "automation", tab: "Program Elements" },
    // A step group's own tabs, in its detail on the Step Groups tab.
    Parameters: { area: "automation", tab: "Step Groups" },
    Steps: { area: "automation", tab: "Step Groups" },
  },
  Configuration: {
    "": { area: "settings", tab: "Email" },
    Email: { area: "settings", tab: "Email" },
    "Time Zone": { area: "settings", tab: "Time Zone" },
    Labels: { area: "settings", tab: "Labels" },
    Templates: { area: "settings", tab: "Templates" },
    "Run Configuration": { area: "settings", tab: "Run Configuration" },
    Result: { area: "settings", tab: "Result" },
    Memory: { area: "settings", tab: "Memory" },
    Integrations: { area: "integrations" },
  },
};
