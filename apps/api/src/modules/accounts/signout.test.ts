import { AccountsErrorSchema, accountsPaths, SignOutResponseSchema } from "@ignitest/contracts";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AccountsHarness, createAccountsTestApp } from "./test/accounts-test-app.js";

describe("POST /optimize/v1/user/signout", () => {
  let t: AccountsHarness;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(() => t.close());

  const signOut = (token: string | undefined, body: unknown) =>
    t.post(accountsPaths.signOut, body, token ? { token } : {});

  it("answers status Success and revokes that token for every later call", async () => {
    const { email, password } = await t.activeUser();
    const record = await t.loginRecord(email, password);
    const other = await t.loginRecord(email, password);
    const body = { userEmail: record.userName, currentLicenseId: record.currentLicenseId };

    const response = await signOut(record.access_token, body);
    expect(response.statusCode).toBe(200);
    expect(SignOutResponseSchema.parse(response.json())).toEqual({ status: "Success" });

    const reused = await signOut(record.access_token, body);
    expect(reused.statusCode).toBe(401);
    expect(AccountsErrorSchema.parse(reused.json()).code).toBe("UNAUTHENTICATED");
    const phone = await t.post(accountsPaths.changePhone, { phone: "+14155550199" }, { token: record.access_token });
    expect(phone.statusCode).toBe(401);

    // Only that session ended: another sign-in of the same account still works.
    expect((await signOut(other.access_token, body)).statusCode).toBe(200);
  });

  it("refuses a missing, forged, expired or foreign-algorithm token with 401", async () => {
    const { email, password } = await t.activeUser();
    const record = await t.loginRecord(email, password);
    const body = { userEmail: email, currentLicenseId: record.currentLicenseId };

    expect((await signOut(undefined, body)).json()).toMatchObject({
      statusCode: 401,
      code: "UNAUTHENTICATED",
      message: "Sign in first: this call needs your access token.",
    });

    const [header, payload] = record.access_token.split(".");
    expect((await signOut(`${header}.${payload}.forged-signature`, body)).statusCode).toBe(401);
    // alg "none": the allowlist refuses it.
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString("base64url")}.${payload}.`;
    expect((await signOut(none, body)).statusCode).toBe(401);
    // Signed with the right shape but another key.
    const otherKey = await new SignJWT({ jti: "x" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("00000000-0000-0000-0000-000000000000")
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("another-secret-that-is-long-enough-1234"));
    expect((await signOut(otherKey, body)).statusCode).toBe(401);

    // Past its 60 minutes and the 30 s allowed for replicas' clocks.
    t.clock.advance(60 * 60 * 1000 + 31_000);
    expect((await signOut(record.access_token, body)).statusCode).toBe(401);
  });

  it("rejects a body that does not match the signed-in account, and a missing licence id", async () => {
    const { email, password } = await t.activeUser();
    const record = await t.loginRecord(email, password);
    const wrong = await signOut(record.access_token, { userEmail: "someone@example.com", currentLicenseId: "x" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: "VALIDATION_FAILED", issues: [{ path: "userEmail" }] });
    const missing = await signOut(record.access_token, { userEmail: email });
    expect(missing.json()).toMatchObject({
      statusCode: 400,
      message: "currentLicenseId: currentLicenseId is required.",
    });
    // Neither attempt signed the session out.
    expect((await signOut(record.access_token, { userEmail: email, currentLicenseId: "x" })).statusCode).toBe(200);
  });
});
