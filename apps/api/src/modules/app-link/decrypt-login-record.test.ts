import { encryptObject, type LoginRecord } from "@ignitest/contracts";
import { describe, expect, it } from "vitest";
import { decryptLoginRecord } from "./decrypt-login-record.js";

const key = "0123456789abcdefghijklmnopqrstuv";
const record: LoginRecord = {
  access_token: "eyJhbGciOiJIUzI1NiJ9.payload.signature",
  name: "Priya Sharma",
  userName: "priya@example.com",
  currentLicenseId: "1042",
  userStatus: "ACTIVE",
  licenseStatus: "ACTIVE",
  billingCycle: "Yearly",
  expires_in: 15,
};

describe("decryptLoginRecord", () => {
  it("reads back exactly what the website encrypted", async () => {
    const data = await encryptObject(record, key);
    expect(await decryptLoginRecord(data, key)).toEqual(record);
  });

  it("survives the trip through a URL query value", async () => {
    const url = new URL(
      `https://app.example/projectmenu/project?from="website"&data=${encodeURIComponent(await encryptObject(record, key))}`,
    );
    expect(url.searchParams.get("from")).toBe('"website"');
    expect(await decryptLoginRecord(url.searchParams.get("data") ?? "", key)).toEqual(record);
  });

  it("rejects another key and a record with fields the contract does not know", async () => {
    const data = await encryptObject(record, key);
    await expect(decryptLoginRecord(data, "vutsrqponmlkjihgfedcba9876543210")).rejects.toThrow();
    const extra = await encryptObject({ ...record, role: "admin" }, key);
    await expect(decryptLoginRecord(extra, key)).rejects.toThrow();
  });
});
