import { AccountsErrorSchema, accountsPaths, EmailExistsResponseSchema } from "@ignitest/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomIp, uniqueEmail } from "../../test/test-values.js";
import { type AccountsHarness, createAccountsTestApp } from "./test/accounts-test-app.js";

describe("POST /optimize/v1/public/user/email/exists", () => {
  let t: AccountsHarness;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(() => t.close());

  it("says whether an address has an account, whatever its case", async () => {
    const { email } = await t.activeUser();
    const known = await t.post(accountsPaths.emailExists, { email: email.toUpperCase(), captcha: await t.captcha() });
    expect(known.statusCode).toBe(200);
    expect(EmailExistsResponseSchema.parse(known.json())).toEqual({ exists: true });
    const unknown = await t.post(accountsPaths.emailExists, { email: uniqueEmail(), captcha: await t.captcha() });
    expect(unknown.json()).toEqual({ exists: false });
  });

  it("needs a captcha for every question: one solve answers once", async () => {
    const none = await t.post(accountsPaths.emailExists, { email: uniqueEmail() });
    expect(none.statusCode).toBe(400);
    expect(AccountsErrorSchema.parse(none.json()).issues?.[0]).toEqual({
      path: "captcha",
      message: "Confirm that you are not a robot",
    });

    const captcha = await t.captcha();
    expect((await t.post(accountsPaths.emailExists, { email: uniqueEmail(), captcha })).statusCode).toBe(200);
    const again = await t.post(accountsPaths.emailExists, { email: uniqueEmail(), captcha });
    expect(again.statusCode).toBe(400);
    expect(AccountsErrorSchema.parse(again.json()).code).toBe("CAPTCHA_FAILED");
  });

  it("lets the same solve then serve the sign-up it was for", async () => {
    const email = uniqueEmail("flow");
    const captcha = await t.captcha();
    expect((await t.post(accountsPaths.emailExists, { email, captcha })).json()).toEqual({ exists: false });
    const signUp = await t.post(accountsPaths.signUp, {
      name: "Flow Person",
      email,
      phone: "+14155550100",
      company: "Flow Ltd",
      password: "violet-harbour-kettle-42",
      captcha,
    });
    expect(signUp.statusCode).toBe(200);
  });

  it("rejects a malformed address before spending the captcha", async () => {
    const response = await t.post(accountsPaths.emailExists, { email: "nope", captcha: await t.captcha() });
    expect(response.statusCode).toBe(400);
    expect(AccountsErrorSchema.parse(response.json())).toMatchObject({ code: "VALIDATION_FAILED" });
  });

  it("is rate-limited per IP: the 11th question in a minute is a 429", async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await t.post(accountsPaths.emailExists, { email: "x@example.com" }, { ip })).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
