/**
 * The twelve documentation sections, in reading order. The key is the folder
 * under content/docs and the URL segment under /docs; the title is the label
 * in the sidebar, the breadcrumbs and the section cards of /documentation.
 */
export const docSections = {
  "user-management": {
    title: "User Management",
    summary: "Invite people to your license, give them roles and control what each role may do.",
  },
  "project-management": {
    title: "Project Management",
    summary: "Create projects of every type, add members and keep old projects archived.",
  },
  "project-menu": {
    title: "Project menu",
    summary: "Find your way around a project: the menu, the project selector, modules and notifications.",
  },
  repository: {
    title: "Repository",
    summary: "Store elements once, share them between scripts and keep locators healthy.",
  },
  "test-development": {
    title: "Test Development",
    summary: "Write scripts with NLP steps, variables, step groups, pre- and post-conditions and web services.",
  },
  "test-execution": {
    title: "Test Execution",
    summary: "Run scripts and suites on machines, sequentially, in parallel or distributed, and read the results.",
  },
  "test-data": {
    title: "Test Data",
    summary: "Drive scripts from Excel files and data providers so one script covers many cases.",
  },
  "license-management": {
    title: "License Management",
    summary: "See your license plan, manage seats and renew or upgrade before the license expires.",
  },
  defects: {
    title: "Defects",
    summary: "Log defects from failed steps, move them through their lifecycle and report on them.",
  },
  dashboard: {
    title: "Dashboard",
    summary: "Read a project's health at a glance and arrange the widgets your team needs.",
  },
  analytics: {
    title: "Analytics",
    summary: "Measure scripts, suites, defects and execution trends over time.",
  },
  configuration: {
    title: "Configuration",
    summary: "Set up email, memory, results, labels, time zone, run configurations, templates and integrations.",
  },
} as const satisfies Record<string, { title: string; summary: string }>;

export type DocSectionId = keyof typeof docSections;

export const docSectionIds = Object.keys(docSections) as DocSectionId[];

export function isDocSectionId(value: string): value is DocSectionId {
  return Object.hasOwn(docSections, value);
}
