import { describe, expect, it } from "vitest";
import { canOpenProjects, isNearExpiry } from "./licence-test";

const active = {
  access_token: "t",
  userStatus: "ACTIVE",
  licenseStatus: "ACTIVE",
  billingCycle: "Yearly",
  expires_in: 30,
};

describe("canOpenProjects", () => {
  it("lets an active user with a token and a live license in", () => {
    expect(canOpenProjects(active)).toBe(true);
  });
  it("sends a DISABLED user to the license page", () => {
    expect(canOpenProjects({ ...active, userStatus: "DISABLED" })).toBe(false);
  });
  it("sends a record without an access token to the license page", () => {
    expect(canOpenProjects({ ...active, access_token: undefined })).toBe(false);
    expect(canOpenProjects({ ...active, access_token: "" })).toBe(false);
  });
  it("sends an EXPIRED license to the license page", () => {
    expect(canOpenProjects({ ...active, licenseStatus: "EXPIRED" })).toBe(false);
  });
});

describe("isNearExpiry", () => {
  it.each([
    ["Yearly", 15, true],
    ["Yearly", 16, false],
    ["Monthly", 7, true],
    ["Monthly", 8, false],
    [undefined, 7, true],
    [undefined, 8, false],
    ["Yearly", 0, true],
  ])("%s cycle with %i days left → %s", (billingCycle, expiresIn, near) => {
    expect(isNearExpiry({ ...active, billingCycle, expires_in: expiresIn })).toBe(near);
  });
  it("is false when the record has no expires_in", () => {
    expect(isNearExpiry({ access_token: "t" })).toBe(false);
  });
});
