/**
 * The Platform demo's areas (docs/platform-demo.md#add-an-area): each one a
 * module of its own, imported only when its address is shown. Adding an area
 * is one entry here, its module, its address in the route table and its copy.
 */
import type { ComponentType } from "react";
import { demoWords } from "../../../../../content/pages/platform-demo";
import type { DemoDataState } from "./hooks/use-demo-data";

export const platformDemoPath = "/playground/platform";

export type AreaProps = { demo: DemoDataState };

export type DemoArea = {
  slug: string;
  /** The product's menu the area belongs to: the Admin menu or the Project menu. */
  menu: "admin" | "project";
  label: string;
  /** One line for the overview. */
  summary: string;
  load: () => Promise<{ default: ComponentType<AreaProps> }>;
};

/**
 * In the product's menus (content/docs/project-menu/overview.md): the Admin menu's User, Project and
 * License Management, then the Project menu in the order a team works: see the project, build tests,
 * run them, follow defects, analyse, configure and connect.
 */
export const demoAreas: readonly DemoArea[] = [
  {
    slug: "users",
    menu: "admin",
    ...demoWords.areas.users,
    load: () => import("./areas/users/users-area"),
  },
  {
    slug: "roles",
    menu: "admin",
    ...demoWords.areas.roles,
    load: () => import("./areas/roles/roles-area"),
  },
  {
    slug: "projects",
    menu: "admin",
    ...demoWords.areas.projects,
    load: () => import("./areas/projects/projects-area"),
  },
  {
    slug: "licences",
    menu: "admin",
    ...demoWords.areas.licences,
    load: () => import("./areas/licences/licences-area"),
  },
  {
    slug: "dashboard",
    menu: "project",
    ...demoWords.areas.dashboard,
    load: () => import("./areas/dashboard/dashboard-area"),
  },
  {
    slug: "automation",
    menu: "project",
    ...demoWords.areas.automation,
    load: () => import("./areas/automation/automation-area"),
  },
  {
    slug: "test-cases",
    menu: "project",
    ...demoWords.areas["test-cases"],
    load: () => import("./areas/test-cases/test-cases-area"),
  },
  {
    slug: "execution",
    menu: "project",
    ...demoWords.areas.execution,
    load: () => import("./areas/execution/execution-area"),
  },
  {
    slug: "defects",
    menu: "project",
    ...demoWords.areas.defects,
    load: () => import("./areas/defects/defects-area"),
  },
  {
    slug: "analytics",
    menu: "project",
    ...demoWords.areas.analytics,
    load: () => import("./areas/analytics/analytics-area"),
  },
  {
    slug: "settings",
    menu: "project",
    ...demoWords.areas.settings,
    load: () => import("./areas/settings/settings-area"),
  },
  {
    slug: "integrations",
    menu: "project",
    ...demoWords.areas.integrations,
    load: () => import("./areas/integrations/integrations-area"),
  },
];

export function areaPath(slug: string): string {
  return `${platformDemoPath}/${slug}`;
}

/** The area an address shows, or undefined for the overview. */
export function areaOf(path: string): DemoArea | undefined {
  return demoAreas.find((area) => path === areaPath(area.slug));
}
