import { describe, expect, it } from "vitest";
import { describeLicense, trialLicense } from "./licenses.js";

const day = 24 * 60 * 60 * 1000;
const start = new Date("2026-03-01T12:00:00Z");
const license = { id: "lic-1", userId: "u", ...trialLicense(start), status: "ACTIVE" as const };

describe("describeLicense", () => {
  it("counts whole days left, rounding up", () => {
    expect(describeLicense(license, start)).toEqual({
      currentLicenseId: "lic-1",
      licenseStatus: "ACTIVE",
      billingCycle: "Monthly",
      expires_in: 30,
    });
    expect(describeLicense(license, new Date(start.getTime() + 29 * day + 1)).expires_in).toBe(1);
  });

  it("is EXPIRED with 0 days from its end on", () => {
    expect(describeLicense(license, new Date(start.getTime() + 30 * day))).toMatchObject({
      licenseStatus: "EXPIRED",
      expires_in: 0,
    });
  });

  it("describes a missing licence as expired", () => {
    expect(describeLicense(undefined, start)).toMatchObject({
      currentLicenseId: "",
      licenseStatus: "EXPIRED",
      expires_in: 0,
    });
  });
});
