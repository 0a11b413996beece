/**
 * The demo company (docs/platform-demo.md#the-seed): Northwind Traders, the
 * company the product docs use in their examples, with four projects of the
 * project types, the five built-in roles and one custom role, eight users and
 * a Cloud Professional licence. "Reset demo data" brings this back.
 */

import { emptyLayout } from "../areas/dashboard/model";
import { demoDefects } from "../areas/defects/seed";
import { executionSeed } from "../areas/execution/seed";
import { seedProjects } from "../areas/projects/seed";
import { settingsSeed } from "../areas/settings/seed";
import { testManagementSeed } from "../areas/test-cases/seed";
import type { DemoData, Role } from "../model";
import { type PermissionId, permissionIds } from "../permissions";
import { demoRuns } from "../runs/runs-seed";

const projectPermissions = permissionIds.filter((id) => !id.startsWith("admin."));

const testEngineer: PermissionId[] = [
  "dev.view",
  "dev.create",
  "dev.edit",
  "dev.delete",
  "dev.conditions",
  "dev.variables",
  "exec.view",
  "exec.create",
  "exec.edit",
  "exec.run",
  "exec.quick-run",
  "exec.abort",
  "data.view",
  "data.download",
  "data.upload",
  "defects.view",
  "defects.comment",
  "defects.log",
  "defects.edit",
  "defects.status",
  "analytics.view",
  "repo.view",
  "repo.create",
  "repo.edit",
  "config.view",
  "members.view",
];

const viewer: PermissionId[] = [
  "dev.view",
  "exec.view",
  "data.view",
  "data.download",
  "defects.view",
  "defects.comment",
  "analytics.view",
  "repo.view",
  "members.view",
];

const roles: Role[] = [
  {
    id: "super-admin",
    name: "Super Admin",
    kind: "license",
    builtIn: true,
    description: "The person who registered the license: everything, including renewal and billing.",
    permissions: ["admin.users", "admin.roles", "admin.licence"],
  },
  {
    id: "admin",
    name: "Admin",
    kind: "license",
    builtIn: true,
    description: "Manages users, projects and roles for the whole license.",
    permissions: ["admin.users", "admin.roles"],
  },
  {
    id: "project-admin",
    name: "Project Admin",
    kind: "project",
    builtIn: true,
    description: "Runs one project: its members, its configuration and everything a Test Engineer can do.",
    permissions: projectPermissions,
  },
  {
    id: "test-engineer",
    name: "Test Engineer",
    kind: "project",
    builtIn: true,
    description: "Builds and runs tests, and logs and updates defects.",
    permissions: testEngineer,
  },
  {
    id: "viewer",
    name: "Viewer",
    kind: "project",
    builtIn: true,
    description: "Reads everything in the project and comments on defects, but changes nothing.",
    permissions: viewer,
  },
  {
    id: "release-runner",
    name: "Release Runner",
    kind: "project",
    builtIn: false,
    basedOn: "viewer",
    description: "Runs the nightly and release suites; cannot change scripts.",
    permissions: [...viewer, "exec.run", "exec.quick-run"],
  },
];

export function demoSeed(): DemoData {
  const runs = demoRuns();
  return {
    version: 1,
    company: { name: "Northwind Traders", domain: "northwind.example" },
    projects: seedProjects(),
    roles: roles.map((role) => ({ ...role, permissions: [...role.permissions] })),
    users: [
      {
        id: "u-1",
        name: "Grace Okafor",
        email: "grace.okafor@northwind.example",
        roleId: "super-admin",
        status: "Active",
      },
      { id: "u-2", name: "Lucas Moreau", email: "lucas.moreau@northwind.example", roleId: "admin", status: "Active" },
      {
        id: "u-3",
        name: "Aisha Rahman",
        email: "aisha.rahman@northwind.example",
        roleId: "project-admin",
        status: "Active",
      },
      {
        id: "u-4",
        name: "Tom Becker",
        email: "tom.becker@northwind.example",
        roleId: "test-engineer",
        status: "Active",
      },
      { id: "u-5", name: "Mei Lin", email: "mei.lin@northwind.example", roleId: "test-engineer", status: "Active" },
      { id: "u-6", name: "Daniel Silva", email: "daniel.silva@northwind.example", roleId: "viewer", status: "Active" },
      {
        id: "u-7",
        name: "Priya Nair",
        email: "priya.nair@northwind.example",
        roleId: "release-runner",
        status: "Invited",
      },
      {
        id: "u-8",
        name: "Jonas Weber",
        email: "jonas.weber@northwind.example",
        roleId: "test-engineer",
        status: "Inactive",
      },
    ],
    licence: {
      id: "LIC-NW-2026-0142",
      planId: "cloud-professional",
      billingCycle: "Yearly",
      licenseStatus: "ACTIVE",
      userStatus: "ACTIVE",
      expiresIn: 243,
      minutesUsed: 6_420,
      parallelInUse: 6,
    },
    actingUserId: "u-1",
    integrations: [],
    runs,
    defects: demoDefects(runs),
    testManagement: testManagementSeed(),
    dashboard: emptyLayout(),
    settings: settingsSeed(),
    executionSuites: executionSeed(),
  };
}
