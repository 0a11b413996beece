/**
 * The Platform demo's areas (docs/platform-demo.md#add-an-area): each one a
 * module of its own, imported only when its address is shown. Adding an area
 * is one entry here, its module, its address in the route table and its copy.
 */
import type { ComponentType } from "react";
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

export const demoAreas: readonly DemoArea[] = [
  {
    slug: "users",
    label: "Users",
    summary: "Invite, edit, deactivate and activate the company's users, and see the seats they take.",
    load: () => import("./areas/users/users-area"),
  },
  {
    slug: "roles",
    label: "Roles",
    summary: "The built-in roles and their permission matrix; create and edit custom roles.",
    load: () => import("./areas/roles/roles-area"),
  },
  {
    slug: "licences",
    label: "Licences",
    summary: "The plans and their limits, the company's licence and its usage, and its states.",
    load: () => import("./areas/licences/licences-area"),
  },
];

export function areaPath(slug: string): string {
  return `${platformDemoPath}/${slug}`;
}

/** The area an address shows, or undefined for the overview. */
export function areaOf(path: string): DemoArea | undefined {
  return demoAreas.find((area) => path === areaPath(area.slug));
}
