/**
 * The words of the Platform demo's shell (docs/platform-demo.md), around its
 * areas: the banner every screen shows, acting as a user, Reset demo data, the
 * navigation and the overview. The pages' copy (title, h1, lead) is in
 * products.json. Read by apps/web/app/features/platform-demo, checked by
 * its words.test.ts.
 */
export const demoWords = {
  banner: {
    strong: "Demo mode.",
    text: "This is the product's demo mode, over a demo company's data: it is kept in this browser only and nothing leaves it.",
  },
  memory:
    "This browser does not let the demo store its data, so it runs in memory: changes are lost when you leave the page.",
  loading: "Loading the demo…",
  loadingData: "Loading the demo data…",
  actAs: {
    label: "Act as",
    hint: "Actions the user's role does not allow are shown disabled, with the reason.",
  },
  reset: {
    button: "Reset demo data",
    title: "Reset demo data?",
    description:
      "Every change you made in the demo (projects, users, roles, integrations, the licence and the rest) is replaced by the demo company's starting data.",
    confirm: "Reset demo data",
    cancel: "Cancel",
    done: "The demo data is back to its start.",
  },
  nav: {
    label: "Platform demo",
    overview: "Overview",
    editor: "Back to the test editor",
    // The product's two menus, as its docs name them (content/docs/project-menu/overview.md).
    menus: { admin: "Admin menu", project: "Project menu" },
  },
  overview: { projects: "Projects", areas: "Areas of the Platform" },
  areas: {
    users: {
      label: "Users",
      summary: "Invite, edit, deactivate and activate the company's users, and see the seats they take.",
    },
    roles: { label: "Roles", summary: "The built-in roles and their permission matrix; create and edit custom roles." },
    licences: {
      label: "Licences",
      summary: "The plans and their limits, the company's licence and its usage, and its states.",
    },
    integrations: {
      label: "Integrations",
      summary: "Connect CI tools, Jira, Slack and cloud browsers, and copy the pipeline snippet that runs a suite.",
    },
    projects: {
      label: "Projects",
      summary: "Create a project with the wizard, find, edit, archive, restore and delete the company's projects.",
    },
    defects: {
      label: "Defects",
      summary: "The defects board by status, a defect logged from a failed step, and its evidence in the run.",
    },
    "test-cases": {
      label: "Test cases",
      summary:
        "The module tree, manual test cases with their steps, spreadsheet import and export, manual runs and their analytics.",
    },
    dashboard: {
      label: "Dashboard",
      summary: "A project's six standard widgets over its runs and defects, and Customize Dashboard.",
    },
    analytics: {
      label: "Analytics",
      summary: "Script, suite and defect metrics and execution trends: pass rate by day, slowest steps, flaky scripts.",
    },
    settings: {
      label: "Configuration",
      summary:
        "A project's email, time zone, labels, templates, run configurations, and what its results and storage keep.",
    },
    execution: {
      label: "Test Execution",
      summary:
        "Suites of the playground's scripts run for real, in sequence or in parallel frames, with auto-rerun, run history, Quick Run and debugging.",
    },
    automation: {
      label: "Test Development",
      summary:
        "Elements with dynamic locators, variables, step groups with parameters, data sets and the scripts' labels, dependencies and conditions, over the playground's tests.",
    },
  },
};
