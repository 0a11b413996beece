import { AccountsErrorSchema, accountsPaths } from "@ignitest/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomIp, uniqueEmail } from "../../test/test-values.js";
import { accountsSettings } from "./accounts-settings.js";
import { createLockoutRepository } from "./lockout-data.js";
import { type AccountsHarness, createAccountsTestApp } from "./test/accounts-test-app.js";

const { delayAfter, captchaAfter } = accountsSettings.accountThrottle;

/** Sign-in guessing from many addresses at once (a botnet, or a spoofed X-Forwarded-For behind a trusting proxy). */
describe("sign-in: the per-account throttle across addresses", () => {
  let t: AccountsHarness;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(() => t.close());

  /** One wrong password from a new address; waits out any delay first, as a patient attacker would. */
  async function guessFromNewAddress(email: string) {
    const response = await t.signIn(email, `guess-${Math.random()}`, randomIp());
    if (response.statusCode !== 429) return response;
    const retryAfter = Number(response.headers["retry-after"]);
    t.clock.advance(retryAfter * 1000);
    return t.signIn(email, `guess-${Math.random()}`, randomIp());
  }

  it("slows guesses after 12 failures with a growing wait, asks for a captcha after 20, and the owner still signs in", async () => {
    const { email, password } = await t.activeUser();
    const waits: number[] = [];
    for (let i = 0; i < captchaAfter; i++) {
      const response = await t.signIn(email, `guess-${i}`, randomIp());
      if (response.statusCode === 429) {
        expect(AccountsErrorSchema.parse(response.json()).code).toBe("SIGN_IN_DELAYED");
        waits.push(Number(response.headers["retry-after"]));
        t.clock.advance(Number(response.headers["retry-after"]) * 1000);
        i -= 1;
        continue;
      }
      expect(response.statusCode).toBe(401);
    }
    // No wait for the first 12; then 1, 2, 4 … seconds.
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60].slice(0, captchaAfter - delayAfter - 1));

    // Even the right password, from yet another address, is held back: first the wait, then the captcha.
    const delayed = await t.signIn(email, password, randomIp());
    expect(delayed.statusCode).toBe(429);
    expect(delayed.json()).toMatchObject({ code: "SIGN_IN_DELAYED", message: expect.stringMatching(/seconds?\.$/) });
    t.clock.advance(Number(delayed.headers["retry-after"]) * 1000);
    const needsCaptcha = await t.signIn(email, password, randomIp());
    expect(needsCaptcha.statusCode).toBe(400);
    expect(needsCaptcha.json()).toMatchObject({
      code: "CAPTCHA_REQUIRED",
      message: "This account had many failed sign-ins. Complete the security check and sign in again.",
    });

    // A captcha made for another form does not count; one made for sign-in does, and the owner is in.
    const wrongPurpose = await t.post(accountsPaths.signIn, { email, password, captcha: await t.captcha("signup") });
    expect(wrongPurpose.json()).toMatchObject({ code: "CAPTCHA_FAILED" });
    const signedIn = await t.post(accountsPaths.signIn, { email, password, captcha: await t.captcha("signin") });
    expect(signedIn.statusCode, signedIn.body).toBe(200);

    // The right password clears the account's count: the next wrong one is a plain 401 again.
    expect((await t.signIn(email, "wrong-again", randomIp())).statusCode).toBe(401);
  });

  it("25 guesses from 25 addresses never get the right password through without a captcha", async () => {
    const { email, password } = await t.activeUser();
    for (let i = 0; i < 25; i++) {
      const response = await guessFromNewAddress(email);
      expect([401, 400]).toContain(response.statusCode);
    }
    t.clock.advance(60_000);
    const attempt = await t.signIn(email, password, randomIp());
    expect(attempt.statusCode).toBe(400);
    expect(attempt.json()).toMatchObject({ code: "CAPTCHA_REQUIRED" });
  });

  it("keeps the lock-out tables bounded: at most 50 addresses per account, nothing past 24 hours", async () => {
    const repository = createLockoutRepository(t.database.db, { maxAddressesPerAccount: 50 });
    const email = uniqueEmail("botnet");
    const before = await repository.rowCounts();
    for (let i = 0; i < 70; i++) await t.ctx.lockout.recordFailure(email, `198.51.100.${i}`);
    const after = await repository.rowCounts();
    expect(after.pairs - before.pairs).toBe(accountsSettings.lockout.maxAddressesPerAccount);
    expect(after.accounts - before.accounts).toBe(1);
    // The per-account count still has every failure, so dropping old addresses' rows loses nothing.
    expect((await repository.findAccount(email))?.failures).toBe(70);

    t.clock.advance(accountsSettings.lockout.forgetAfterMs + 1000);
    await t.ctx.lockout.recordFailure(uniqueEmail("later"), "203.0.113.9");
    expect(await repository.rowCounts()).toEqual({ pairs: 1, accounts: 1 });
  });
});
