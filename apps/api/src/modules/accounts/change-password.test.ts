import { AccountsErrorSchema, accountsPaths, ChangePasswordResponseSchema } from "@ignitest/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomIp } from "../../test/test-values.js";
import { type AccountsHarness, createAccountsTestApp } from "./test/accounts-test-app.js";

describe("POST /optimize/v1/public/user/change-password", () => {
  let t: AccountsHarness;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(() => t.close());

  async function resetLink() {
    const user = await t.activeUser();
    await t.post(accountsPaths.sendChangePasswordLink, { email: user.email });
    return { ...user, token: await t.linkFor(user.email, "/change-password") };
  }
  const change = (token: unknown, password: unknown) => t.post(accountsPaths.changePassword, { token, password });

  it("sets the new password, signs every session out and mails a notice", async () => {
    const { email, password, token } = await resetLink();
    const session = await t.loginRecord(email, password);

    const validated = await t.post(accountsPaths.validateUserToken, { token, purpose: "PASSWORD_RESET" });
    expect(validated.json()).toMatchObject({ status: "Valid", email });

    const response = await change(token, "saffron-tidal-compass-88");
    expect(response.statusCode).toBe(200);
    expect(ChangePasswordResponseSchema.parse(response.json())).toEqual({ status: "Success" });

    expect((await t.signIn(email, password)).statusCode).toBe(401);
    expect((await t.signIn(email, "saffron-tidal-compass-88")).statusCode).toBe(200);
    const old = await t.post(
      accountsPaths.signOut,
      { userEmail: email, currentLicenseId: session.currentLicenseId },
      { token: session.access_token },
    );
    expect(old.statusCode).toBe(401);
    expect((await t.mailTo(email)).at(-1)?.subject).toBe("Your Ignitest password was changed");
  });

  it("works once: a reused link is LINK_USED", async () => {
    const { token } = await resetLink();
    expect((await change(token, "saffron-tidal-compass-88")).statusCode).toBe(200);
    const again = await change(token, "another-fine-passphrase-3");
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: "LINK_USED" });
  });

  it("refuses a link older than 30 minutes (LINK_EXPIRED)", async () => {
    const { token } = await resetLink();
    t.clock.advance(30 * 60 * 1000);
    const response = await change(token, "saffron-tidal-compass-88");
    expect(response.statusCode).toBe(410);
    expect(AccountsErrorSchema.parse(response.json()).code).toBe("LINK_EXPIRED");
  });

  it("refuses an activation link in place of a reset link", async () => {
    const { email } = await t.activeUser();
    const activationToken = await t.linkFor(email, "/user-activated");
    expect((await change(activationToken, "saffron-tidal-compass-88")).json()).toMatchObject({ code: "LINK_INVALID" });
  });

  it("refuses a guessable password without spending the link", async () => {
    const { email, token } = await resetLink();
    const local = email.split("@")[0];
    for (const weak of ["qwerty1234567", `${local}2024`]) {
      const response = await change(token, weak);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "PASSWORD_REJECTED", issues: [{ path: "password" }] });
    }
    expect((await change(token, "short")).json()).toMatchObject({ code: "VALIDATION_FAILED" });
    expect((await change(token, "saffron-tidal-compass-88")).statusCode).toBe(200);
  });

  it("lifts a sign-in lock-out of the account", async () => {
    const { email, token } = await resetLink();
    const ip = randomIp();
    for (let i = 0; i < 10; i++) await t.signIn(email, `wrong-password-${i}`, ip);
    expect((await t.signIn(email, "saffron-tidal-compass-88", ip)).statusCode).toBe(429);
    await change(token, "saffron-tidal-compass-88");
    expect((await t.signIn(email, "saffron-tidal-compass-88", ip)).statusCode).toBe(200);
  });
});
