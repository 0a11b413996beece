import { describe, expect, it } from "vitest";
import { may, mayDeactivate, seatFree, seatsUsed } from "./access";
import type { DemoData } from "./model";
import { togglePermission } from "./permissions";
import { demoSeed } from "./state/seed";

const as = (actingUserId: string): DemoData => ({ ...demoSeed(), actingUserId });
const user = (data: DemoData, id: string) =>
  data.users.find((candidate) => candidate.id === id) as DemoData["users"][number];

describe("what the acting user may do", () => {
  it("lets the license roles manage users and roles, and only the Super Admin the licence", () => {
    expect(may(as("u-1"), "admin.licence")).toEqual({ allowed: true });
    expect(may(as("u-2"), "admin.users")).toEqual({ allowed: true });
    expect(may(as("u-2"), "admin.licence")).toEqual({
      allowed: false,
      reason: "License renewal and billing are for the Super Admin only; Lucas Moreau is an Admin.",
    });
  });

  it("disables user management for a project role, with the reason", () => {
    expect(may(as("u-4"), "admin.users")).toEqual({
      allowed: false,
      reason: "Managing users needs the Super Admin or Admin license role; Tom Becker is a Test Engineer.",
    });
  });

  it("never deactivates the Super Admin, nor the acting user themselves", () => {
    const data = as("u-2");
    expect(mayDeactivate(data, user(data, "u-1"))).toEqual({
      allowed: false,
      reason: "The Super Admin cannot be deactivated.",
    });
    expect(mayDeactivate(data, user(data, "u-2"))).toEqual({
      allowed: false,
      reason: "You cannot deactivate yourself.",
    });
    expect(mayDeactivate(data, user(data, "u-4"))).toEqual({ allowed: true });
  });

  it("counts Active and Invited users as seats, and refuses one more at the plan's limit", () => {
    const data = demoSeed();
    expect(seatsUsed(data)).toBe(7);
    expect(seatFree(data, 7)).toEqual({ allowed: false, reason: "All 7 seats of the license are taken." });
    expect(seatFree(data, 100)).toEqual({ allowed: true });
    expect(seatFree(data, null)).toEqual({ allowed: true });
  });
});

describe("switching a permission", () => {
  it("switches on what it needs and says so", () => {
    expect(togglePermission([], "exec.run", true)).toEqual({
      permissions: ["exec.view", "exec.run"],
      note: "Test Execution › Run suites needs Test Execution › View results, so it was switched on too.",
    });
  });

  it("switches off what needs it and says so", () => {
    expect(togglePermission(["exec.view", "exec.run", "exec.abort", "data.view"], "exec.view", false)).toEqual({
      permissions: ["data.view"],
      note: "Test Execution › Run suites, Test Execution › Abort runs need Test Execution › View results, so they were switched off too.",
    });
    expect(togglePermission(["data.view", "data.upload"], "data.upload", false)).toEqual({
      permissions: ["data.view"],
      note: null,
    });
  });
});
