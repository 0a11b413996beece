import { describe, expect, it } from "vitest";
import { DemoDataSchema } from "../model";
import { adminPermissions } from "../permissions";
import { demoSeed } from "./seed";

describe("the demo company's seed", () => {
  it("parses with the model and names a company with one project of each type", () => {
    const seed = DemoDataSchema.parse(demoSeed());
    expect(seed.company.name).toBe("Northwind Traders");
    expect(seed.projects.map((project) => project.type).sort()).toEqual([
      "mobile",
      "web",
      "web-and-mobile",
      "web-service",
    ]);
  });

  it("has 6 to 8 users with distinct e-mails, each holding a role that exists, one of them the Super Admin", () => {
    const { users, roles } = demoSeed();
    expect(users.length).toBeGreaterThanOrEqual(6);
    expect(users.length).toBeLessThanOrEqual(8);
    expect(new Set(users.map((user) => user.email)).size).toBe(users.length);
    for (const user of users) expect(roles.map((role) => role.id)).toContain(user.roleId);
    expect(users.filter((user) => user.roleId === "super-admin")).toHaveLength(1);
  });

  it("has the five built-in roles of the docs, and gives administration to the license roles only", () => {
    const { roles } = demoSeed();
    expect(roles.filter((role) => role.builtIn).map((role) => role.name)).toEqual([
      "Super Admin",
      "Admin",
      "Project Admin",
      "Test Engineer",
      "Viewer",
    ]);
    for (const role of roles.filter((candidate) => candidate.kind === "project")) {
      expect(role.permissions.filter((permission) => adminPermissions.includes(permission))).toEqual([]);
    }
  });

  it("acts as the Super Admin, on an active Cloud Professional licence", () => {
    const seed = demoSeed();
    expect(seed.users.find((user) => user.id === seed.actingUserId)?.roleId).toBe("super-admin");
    expect(seed.licence).toMatchObject({ planId: "cloud-professional", licenseStatus: "ACTIVE", userStatus: "ACTIVE" });
  });

  it("gives a fresh copy each time, so a change never alters the seed", () => {
    const first = demoSeed();
    first.roles[0]?.permissions.push("dev.view");
    first.users.pop();
    expect(demoSeed()).not.toEqual(first);
  });
});
