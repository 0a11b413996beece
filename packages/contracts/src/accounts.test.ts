import { describe, expect, it } from "vitest";
import { EmailSchema, LoginRecordSchema, PasswordSchema, PhoneSchema, SignUpRequestSchema } from "./accounts/index.js";

describe("accounts contracts", () => {
  it("normalises e-mail addresses so one mailbox is one account", () => {
    expect(EmailSchema.parse("  Ada.Lovelace@Example.COM ")).toBe("ada.lovelace@example.com");
    expect(EmailSchema.safeParse("ada@").success).toBe(false);
  });

  it("reads phone numbers as E.164, ignoring spacing and punctuation", () => {
    expect(PhoneSchema.parse("+44 (20) 7946-0958")).toBe("+442079460958");
    expect(PhoneSchema.safeParse("020 7946 0958").success).toBe(false);
    expect(PhoneSchema.safeParse("+0123456789").success).toBe(false);
  });

  it("bounds passwords by length only: 12 to 128 characters", () => {
    expect(PasswordSchema.safeParse("a".repeat(11)).success).toBe(false);
    expect(PasswordSchema.safeParse("all lower case words").success).toBe(true);
    expect(PasswordSchema.safeParse("a".repeat(129)).success).toBe(false);
  });

  it("names every missing sign-up field in words", () => {
    const issues = SignUpRequestSchema.safeParse({}).error?.issues.map((issue) => issue.message);
    expect(issues).toEqual([
      "Enter your name.",
      "Enter your e-mail address.",
      "Enter your phone number.",
      "Enter your company name.",
      "Enter a password.",
      "Confirm that you are not a robot",
    ]);
  });

  it("holds the login record to exactly the contract's fields", () => {
    const record = {
      access_token: "jwt",
      name: "Ada",
      userName: "ada@example.com",
      currentLicenseId: "lic",
      userStatus: "DISABLED",
      licenseStatus: "EXPIRED",
      billingCycle: "Yearly",
      expires_in: 0,
    };
    expect(LoginRecordSchema.parse(record)).toEqual(record);
    expect(LoginRecordSchema.safeParse({ ...record, extra: 1 }).success).toBe(false);
    expect(LoginRecordSchema.safeParse({ ...record, billingCycle: "Weekly" }).success).toBe(false);
  });
});
