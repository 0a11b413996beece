import { AccountsErrorSchema, accountsPaths, ChangePhoneResponseSchema } from "@ignitest/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AccountsHarness, createAccountsTestApp } from "./test/accounts-test-app.js";

describe("POST /optimize/v1/public/user/change-phone", () => {
  let t: AccountsHarness;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(() => t.close());

  async function signedIn() {
    const { email, password } = await t.activeUser();
    const { access_token } = await t.loginRecord(email, password);
    const changePhone = (body: unknown) => t.post(accountsPaths.changePhone, body, { token: access_token });
    const lastCode = async () => {
      const message = (await t.mailTo(email)).at(-1);
      const code = /Your code: (\d{6})/.exec(message?.text ?? "")?.[1];
      if (!code) throw new Error("no code mailed");
      return code;
    };
    return { email, changePhone, lastCode };
  }

  it("mails a 6-digit code and saves the number once it is entered", async () => {
    const { email, changePhone, lastCode } = await signedIn();
    const sent = await changePhone({ phone: "+1 (415) 555-0123" });
    expect(sent.statusCode).toBe(200);
    expect(ChangePhoneResponseSchema.parse(sent.json())).toEqual({
      status: "OtpSent",
      phone: "+14155550123",
      otpExpiresIn: 600,
      attemptsAllowed: 5,
    });
    const message = (await t.mailTo(email)).at(-1);
    expect(message?.subject).toMatch(/^\d{6} is your Ignitest verification code$/);
    expect(message?.html).toContain(await lastCode());

    const done = await changePhone({ phone: "+14155550123", otp: await lastCode() });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ status: "Success", phone: "+14155550123" });
    expect((await t.ctx.users.findByEmail(email))?.phone).toBe("+14155550123");

    // Single use.
    const reuse = await changePhone({ phone: "+14155550123", otp: await lastCode() });
    expect(reuse.json()).toMatchObject({ statusCode: 400, code: "OTP_INVALID" });
  });

  it("counts wrong codes and locks the code after 5", async () => {
    const { changePhone, lastCode } = await signedIn();
    await changePhone({ phone: "+14155550124" });
    const right = await lastCode();
    const wrong = right === "000000" ? "111111" : "000000";
    const first = await changePhone({ phone: "+14155550124", otp: wrong });
    expect(first.json()).toMatchObject({ code: "OTP_INVALID", message: "That code is not right. 4 tries left." });
    for (let i = 0; i < 3; i++) await changePhone({ phone: "+14155550124", otp: wrong });
    const fifth = await changePhone({ phone: "+14155550124", otp: wrong });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ code: "OTP_LOCKED" });
    // Even the right code no longer works; a new one must be requested.
    expect((await changePhone({ phone: "+14155550124", otp: right })).json()).toMatchObject({ code: "OTP_LOCKED" });
  });

  it("expires a code after 10 minutes", async () => {
    const { changePhone, lastCode } = await signedIn();
    await changePhone({ phone: "+14155550125" });
    t.clock.advance(10 * 60 * 1000);
    const response = await changePhone({ phone: "+14155550125", otp: await lastCode() });
    expect(response.statusCode).toBe(410);
    expect(AccountsErrorSchema.parse(response.json()).code).toBe("OTP_EXPIRED");
  });

  it("refuses a code sent for another number, and a code never requested", async () => {
    const { changePhone, lastCode } = await signedIn();
    expect((await changePhone({ phone: "+14155550126", otp: "123456" })).json()).toMatchObject({
      code: "OTP_INVALID",
      message: "Request a new code first.",
    });
    await changePhone({ phone: "+14155550126" });
    expect((await changePhone({ phone: "+14155550127", otp: await lastCode() })).json()).toMatchObject({
      code: "OTP_INVALID",
      message: "The code was sent for another number. Request a new code.",
    });
  });

  it("needs a signed-in account", async () => {
    const response = await t.post(accountsPaths.changePhone, { phone: "+14155550128" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "UNAUTHENTICATED" });
  });

  it.each([
    [{ phone: "12345" }, "phone"],
    [{ phone: "+14155550129", otp: "12ab56" }, "otp"],
    [{ phone: "+44 20 7946 0958" }, "phone"],
  ])("rejects %o with a 400 on the field", async (body, path) => {
    const { changePhone } = await signedIn();
    const response = await changePhone(body);
    expect(response.statusCode).toBe(400);
    expect(AccountsErrorSchema.parse(response.json()).issues?.[0]?.path).toBe(path);
  });
});
