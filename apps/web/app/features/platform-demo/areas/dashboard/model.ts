/**
 * The Dashboard's layout (content/docs/dashboard/customize-dashboard.md), kept in the demo data:
 * the widgets each member hid, and the project default a Project Admin saves. Simplification:
 * one layout for the company's projects, and widgets are shown or hidden, not moved or resized.
 */
import { z } from "zod";
import { actingUser, roleOf, type Verdict } from "../../access";
import type { DemoData } from "../../model";

/** The six standard widgets of dashboard overview.md, in its order. */
export const widgetIds = [
  "project-status",
  "suite-results",
  "defects-by-severity",
  "script-coverage",
  "machine-utilization",
  "recent-executions",
] as const;
export const WidgetIdSchema = z.enum(widgetIds);
export type WidgetId = z.infer<typeof WidgetIdSchema>;

export const widgetNames: Record<WidgetId, string> = {
  "project-status": "Project Status",
  "suite-results": "Suite Results",
  "defects-by-severity": "Defects by Severity",
  "script-coverage": "Script Coverage",
  "machine-utilization": "Machine Utilization",
  "recent-executions": "Recent Executions",
};

export const DashboardLayoutSchema = z.object({
  /** The project default's hidden widgets: what a member who saved no layout sees. */
  defaultHidden: z.array(WidgetIdSchema).default([]),
  /** Each member's own layout, by user ID: the widgets they hid. */
  hiddenByUser: z.record(z.string(), z.array(WidgetIdSchema)).default({}),
});
export type DashboardLayout = z.infer<typeof DashboardLayoutSchema>;

export const emptyLayout = (): DashboardLayout => ({ defaultHidden: [], hiddenByUser: {} });

/** The widgets the acting user hides: their own layout, or the project default. */
export function hiddenWidgets(data: DemoData): readonly WidgetId[] {
  const layout = data.dashboard;
  return layout.hiddenByUser[data.actingUserId] ?? layout.defaultHidden;
}

/** Saves the acting user's layout, and the project default too when asked. */
export function withLayout(data: DemoData, hidden: readonly WidgetId[], asDefault: boolean): DemoData {
  const layout = data.dashboard;
  return {
    ...data,
    dashboard: {
      defaultHidden: asDefault ? [...hidden] : layout.defaultHidden,
      hiddenByUser: { ...layout.hiddenByUser, [data.actingUserId]: [...hidden] },
    },
  };
}

/** Reset to Default: the acting user's layout is replaced by the project default. */
export function withoutOwnLayout(data: DemoData): DemoData {
  const { [data.actingUserId]: _own, ...others } = data.dashboard.hiddenByUser;
  return { ...data, dashboard: { ...data.dashboard, hiddenByUser: others } };
}

/** "Save as project default" is a Project Admin's (customize-dashboard.md); the Super Admin can do everything. */
export function maySetDefault(data: DemoData): Verdict {
  const user = actingUser(data);
  const role = roleOf(data, user);
  if (role?.id === "super-admin" || role?.id === "project-admin") return { allowed: true };
  const name = role?.name ?? "No role";
  const article = /^[AEIOU]/i.test(name) ? "an" : "a";
  return {
    allowed: false,
    reason: `Saving the project default layout needs the Project Admin role; ${user.name} is ${article} ${name}.`,
  };
}
