import { AccountsErrorSchema, accountsPaths, LoginRecordSchema } from "@ignitest/contracts";
import { eq } from "drizzle-orm";
import { decodeJwt, decodeProtectedHeader } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { licenses, users } from "../../db/schema/index.js";
import { randomIp, uniqueEmail } from "../../test/test-values.js";
import { type AccountsHarness, createAccountsTestApp } from "./test/accounts-test-app.js";

describe("POST /optimize/v1/public/user/signin", () => {
  let t: AccountsHarness;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(() => t.close());

  it("answers the login record with exactly the contract's fields", async () => {
    const { email, password } = await t.activeUser({ name: "Katherine Johnson" });
    const response = await t.signIn(email.toUpperCase(), password);
    expect(response.statusCode).toBe(200);
    const record = LoginRecordSchema.parse(response.json());
    expect(Object.keys(response.json()).sort()).toEqual(
      [
        "access_token",
        "billingCycle",
        "currentLicenseId",
        "expires_in",
        "licenseStatus",
        "name",
        "userName",
        "userStatus",
      ].sort(),
    );
    expect(record).toMatchObject({
      name: "Katherine Johnson",
      userName: email,
      userStatus: "ACTIVE",
      licenseStatus: "ACTIVE",
      billingCycle: "Monthly",
      expires_in: 30,
    });
    const user = await t.ctx.users.findByEmail(email);
    expect(record.currentLicenseId).toBe((await t.ctx.users.currentLicense(user?.id ?? ""))?.id);

    expect(decodeProtectedHeader(record.access_token)).toMatchObject({ alg: "HS256", typ: "JWT" });
    const claims = decodeJwt(record.access_token);
    expect(claims.sub).toBe(user?.id);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("counts the licence down in days and reports it EXPIRED after its end", async () => {
    const { email, password } = await t.activeUser();
    t.clock.advance(23 * 24 * 60 * 60 * 1000 + 60_000);
    expect(await t.loginRecord(email, password)).toMatchObject({ expires_in: 7, licenseStatus: "ACTIVE" });
    t.clock.advance(7 * 24 * 60 * 60 * 1000);
    expect(await t.loginRecord(email, password)).toMatchObject({ expires_in: 0, licenseStatus: "EXPIRED" });
  });

  it("lets a disabled account sign in and says so (the site's licence test handles it)", async () => {
    const { email, password } = await t.activeUser();
    await t.database.db.update(users).set({ status: "DISABLED" }).where(eq(users.email, email));
    expect((await t.loginRecord(email, password)).userStatus).toBe("DISABLED");
  });

  it("reports a licence an operator expired early", async () => {
    const { email, password } = await t.activeUser();
    const user = await t.ctx.users.findByEmail(email);
    await t.database.db
      .update(licenses)
      .set({ status: "EXPIRED" })
      .where(eq(licenses.userId, user?.id ?? ""));
    expect(await t.loginRecord(email, password)).toMatchObject({ licenseStatus: "EXPIRED", expires_in: 0 });
  });

  it("gives a wrong password and an unknown address the same answer", async () => {
    const { email } = await t.activeUser();
    const wrongPassword = await t.signIn(email, "not-the-password-at-all");
    const unknown = await t.signIn(uniqueEmail("nobody"), "not-the-password-at-all");
    for (const response of [wrongPassword, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(AccountsErrorSchema.parse(response.json())).toEqual({
        statusCode: 401,
        error: "Unauthorized",
        message: "The e-mail or password is incorrect.",
        code: "INVALID_CREDENTIALS",
      });
    }
  });

  it("tells a pending account to activate, but only after the right password", async () => {
    const email = uniqueEmail("pending");
    await t.signUp({ email, password: "copper-window-meadow-11" });
    expect((await t.signIn(email, "wrong-password-here")).json()).toMatchObject({ code: "INVALID_CREDENTIALS" });
    const response = await t.signIn(email, "copper-window-meadow-11");
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: "ACCOUNT_NOT_ACTIVATED" });
  });

  it("locks an account for one IP after 10 failures, with backoff and Retry-After", async () => {
    const { email, password } = await t.activeUser();
    const ip = randomIp();
    for (let i = 0; i < 10; i++) {
      expect((await t.signIn(email, `wrong-password-${i}`, ip)).statusCode).toBe(401);
    }
    // Locked: even the right password is refused, without being checked.
    const locked = await t.signIn(email, password, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers["retry-after"]).toBe("60");
    expect(AccountsErrorSchema.parse(locked.json())).toMatchObject({
      code: "ACCOUNT_LOCKED",
      message: "Too many failed sign-ins. Try again in 1 minute.",
    });
    // Another IP is not locked out by this one.
    expect((await t.signIn(email, password, randomIp())).statusCode).toBe(200);

    // After the wait, one more failure doubles the lock.
    t.clock.advance(61_000);
    expect((await t.signIn(email, "wrong-again-11", ip)).statusCode).toBe(401);
    const longer = await t.signIn(email, password, ip);
    expect(longer.statusCode).toBe(429);
    expect(longer.headers["retry-after"]).toBe("120");
    expect(longer.json()).toMatchObject({ message: "Too many failed sign-ins. Try again in 2 minutes." });

    // A right password once the lock ends clears the count.
    t.clock.advance(121_000);
    expect((await t.signIn(email, password, ip)).statusCode).toBe(200);
    expect((await t.signIn(email, "wrong-after-reset", ip)).statusCode).toBe(401);
  });

  it("re-hashes a password stored with weaker parameters at sign-in", async () => {
    const { hash } = await import("@node-rs/argon2");
    const { email, password } = await t.activeUser();
    const weak = await hash(password, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    await t.database.db.update(users).set({ passwordHash: weak }).where(eq(users.email, email));
    expect((await t.signIn(email, password)).statusCode).toBe(200);
    expect((await t.ctx.users.findByEmail(email))?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=1\$/);
  });

  it.each([
    [{ password: "something-long" }, "email: Enter your e-mail address."],
    [{ email: "a@example.com" }, "password: Enter your password."],
    [{ email: "a@example.com", password: "" }, "password: Enter your password."],
  ])("rejects %o with a clear 400", async (body, message) => {
    const response = await t.post(accountsPaths.signIn, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION_FAILED", message });
  });

  it("is rate-limited per IP across accounts", async () => {
    const ip = randomIp();
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await t.post(accountsPaths.signIn, {}, { ip })).statusCode;
    expect(last).toBe(429);
  });
});
