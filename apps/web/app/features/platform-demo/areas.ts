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
  label: string;
  /** One line for the overview. */
  summary: string;
  load: () => Promise<{ default: ComponentType<AreaProps> }>;
};

/** In the order of the work: set up (projects, people and their roles), follow the work (dashboard, test cases, defects, analytics), connect and license. */
export const demoAreas: readonly DemoArea[] = [
  {
    slug: "projects",
    ...demoWords.areas.projects,
    load: () => import("./areas/projects/projects-area"),
  },
  {
    slug: "users",
    ...demoWords.areas.users,
    load: () => import("./areas/users/users-area"),
  },
  {
    slug: "roles",
    ...demoWords.areas.roles,
    load: () => import("./areas/roles/roles-area"),
  },
  {
    slug: "dashboard",
    ...demoWords.areas.dashboard,
    load: () => import("./areas/dashboard/dashboard-area"),
  },
  {
    slug: "test-cases",
    ...demoWords.areas["test-cases"],
    load: () => import("./areas/test-cases/test-cases-area"),
  },
  {
    slug: "defects",
    ...demoWords.areas.defects,
    load: () => import("./areas/defects/defects-area"),
  },
  {
    slug: "analytics",
    ...demoWords.areas.analytics,
    load: () => import("./areas/analytics/analytics-area"),
  },
  {
    slug: "integrations",
    ...demoWords.areas.integrations,
    load: () => import("./areas/integrations/integrations-area"),
  },
  {
    slug: "licences",
    ...demoWords.areas.licences,
    load: () => import("./areas/licences/licences-area"),
  },
  {
    slug: "settings",
    ...demoWords.areas.settings,
    load: () => import("./areas/settings/settings-area"),
  },
  {
    slug: "execution",
    ...demoWords.areas.execution,
    load: () => import("./areas/execution/execution-area"),
  },
  {
    slug: "automation",
    ...demoWords.areas.automation,
    load: () => import("./areas/automation/automation-area"),
  },
];

export function areaPath(slug: string): string {
  return `${platformDemoPath}/${slug}`;
}

/** The area an address shows, or undefined for the overview. */
export function areaOf(path: string): DemoArea | undefined {
  return demoAreas.find((area) => path === areaPath(area.slug));
}
