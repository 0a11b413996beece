/**
 * The Platform demo's data model (docs/platform-demo.md#data-model): one
 * document in IndexedDB, parsed with DemoDataSchema whenever it is read back.
 * An area adds its own collection here, with a default, so a document stored
 * before the area existed still parses.
 */
import { BillingCycleSchema, LicenseStatusSchema, PlanIdSchema, UserStatusSchema } from "@ignitest/contracts";
import { z } from "zod";
import { DashboardLayoutSchema, emptyLayout } from "./areas/dashboard/model";
import { DefectSchema } from "./areas/defects/model";
import { demoDefects } from "./areas/defects/seed";
import { ExecutionSuitesCollection } from "./areas/execution/model";
import { projectFields } from "./areas/projects/model";
import { SettingsCollection } from "./areas/settings/model";
import { TestManagementCollection } from "./areas/test-cases/model";
import { permissionIds } from "./permissions";
import { RunSchema } from "./runs/runs-model";
import { demoRuns } from "./runs/runs-seed";

/** The project types of content/docs/project-management/project-types.md the demo company uses. */
export const ProjectTypeSchema = z.enum(["web", "mobile", "web-and-mobile", "web-service"]);
export type ProjectType = z.infer<typeof ProjectTypeSchema>;

export const projectTypeLabels: Record<ProjectType, string> = {
  web: "Web",
  mobile: "Mobile",
  "web-and-mobile": "Web & Mobile",
  "web-service": "Web Service",
};

export const DemoProjectSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  type: ProjectTypeSchema,
  ...projectFields,
});
export type DemoProject = z.infer<typeof DemoProjectSchema>;

export const PermissionIdSchema = z.enum(permissionIds);

/** License roles administer the license; project roles apply inside a project (content/docs/user-management). */
export const RoleSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1).max(60),
  kind: z.enum(["license", "project"]),
  builtIn: z.boolean(),
  description: z.string().max(200),
  /** The built-in project role a custom role was copied from. */
  basedOn: z.string().optional(),
  permissions: z.array(PermissionIdSchema),
});
export type Role = z.infer<typeof RoleSchema>;

/** Active and Invited users take a seat; Inactive ones do not (content/docs/user-management/manage-user-status.md). */
export const DemoUserStatusSchema = z.enum(["Active", "Invited", "Inactive"]);
export type DemoUserStatus = z.infer<typeof DemoUserStatusSchema>;

export const DemoUserSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  email: z.email(),
  roleId: z.string().min(1),
  status: DemoUserStatusSchema,
});
export type DemoUser = z.infer<typeof DemoUserSchema>;

/** The company's licence, in the login record's terms (SPEC.md section 6, packages/contracts login-record.ts). */
export const DemoLicenceSchema = z.object({
  id: z.string().min(1),
  planId: PlanIdSchema,
  billingCycle: BillingCycleSchema,
  licenseStatus: LicenseStatusSchema,
  userStatus: UserStatusSchema,
  /** Whole days left (0 once expired). */
  expiresIn: z.number().int().nonnegative(),
  minutesUsed: z.number().int().nonnegative(),
  parallelInUse: z.number().int().nonnegative(),
});
export type DemoLicence = z.infer<typeof DemoLicenceSchema>;

export const DemoDataSchema = z.object({
  version: z.literal(1),
  company: z.object({ name: z.string().min(1), domain: z.string().min(1) }),
  projects: z.array(DemoProjectSchema),
  roles: z.array(RoleSchema).min(1),
  users: z.array(DemoUserSchema).min(1),
  licence: DemoLicenceSchema,
  /** The user the visitor acts as: what they may do follows this user's role. */
  actingUserId: z.string().min(1),
  /** What the Integrations area saved, at most one a tool (docs/platform-integrations.md#store). */
  integrations: z
    .array(
      z.object({
        toolId: z.string().min(1),
        values: z.record(z.string(), z.union([z.string(), z.array(z.string()), z.boolean()])),
        savedAt: z.string(),
      }),
    )
    .default([]),
  /** Executions of suites and Quick Runs, with their scripts' steps (docs/platform-demo.md#runs); seeded when absent. */
  runs: z.array(RunSchema).default(demoRuns),
  /** The Defects area's defects (docs/platform-demo.md#defects); seeded when absent. */
  defects: z.array(DefectSchema).default(() => demoDefects(demoRuns())),
  /** The Test cases area's modules, manual test cases, manual suites and runs (docs/platform-demo.md#test-cases). */
  testManagement: TestManagementCollection,
  /** The Dashboard's layouts (docs/platform-demo.md#dashboard-and-analytics). */
  dashboard: DashboardLayoutSchema.default(emptyLayout),
  /** The Configuration area's mail server and each project's settings (docs/platform-demo.md#configuration). */
  settings: SettingsCollection,
  /** The Execution area's automation suites (docs/platform-demo.md#execution). */
  executionSuites: ExecutionSuitesCollection,
});
export type DemoData = z.infer<typeof DemoDataSchema>;

/** Name, e-mail and role of an invited or edited user; `taken` are the e-mails already in use. */
export function userFormSchema(taken: readonly string[], roleIds: readonly string[]) {
  const used = new Set(taken.map((email) => email.toLowerCase()));
  return z.object({
    name: z.string().trim().min(1, "Enter the user's name").max(80, "Enter a name of 80 characters or fewer"),
    email: z
      .string()
      .trim()
      .min(1, "Enter the user's e-mail address")
      .pipe(z.email("Enter an e-mail address like name@example.com"))
      .refine((email) => !used.has(email.toLowerCase()), "A user with this e-mail address already exists"),
    // A select left on its placeholder sends no value at all (a disabled option is not submitted).
    roleId: z.string("Select a role").refine((id) => roleIds.includes(id), "Select a role"),
  });
}

/** A custom role's name and description; names are unique within the license (custom-roles.md). */
export function roleFormSchema(takenNames: readonly string[]) {
  const used = new Set(takenNames.map((name) => name.trim().toLowerCase()));
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, "Enter a role name")
      .max(60, "Enter a name of 60 characters or fewer")
      .refine((name) => !used.has(name.toLowerCase()), "A role with this name already exists"),
    description: z.string().trim().max(200, "Enter a description of 200 characters or fewer"),
  });
}
