import { AccountsErrorSchema, accountsPaths, SignUpResponseSchema } from "@ignitest/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomIp, uniqueEmail } from "../../test/test-values.js";
import { accountsSettings } from "./accounts-settings.js";
import { type AccountsHarness, createAccountsTestApp, siteOrigin } from "./test/accounts-test-app.js";

describe("POST /optimize/v1/public/user/signup", () => {
  let t: AccountsHarness;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(() => t.close());

  it("creates a pending account and mails an activation link (text and HTML parts)", async () => {
    const email = uniqueEmail("new");
    const response = await t.signUp({ email: `  ${email.toUpperCase()} `, name: "Grace Hopper" });
    expect(response.statusCode).toBe(200);
    expect(SignUpResponseSchema.parse(response.json()).status).toBe("Success");

    const [message] = await t.mailTo(email);
    expect(message?.subject).toBe("Activate your Ignitest account");
    expect(message?.text).toMatch(new RegExp(`${siteOrigin}/user-activated\\?token=[A-Za-z0-9_-]{43}`));
    expect(message?.html).toContain("/user-activated?token=");
    expect(message?.text).toContain("Hello Grace Hopper,");
    expect(message?.file).toMatch(/outbox\/.+\.eml$/);

    const user = await t.ctx.users.findByEmail(email);
    expect(user).toMatchObject({ status: "PENDING", name: "Grace Hopper", phone: "+442079460958" });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=1\$/);
  });

  it("accepts multipart/form-data with the same field names", async () => {
    const email = uniqueEmail("form");
    const form = new FormData();
    for (const [key, value] of Object.entries({
      name: "Form Person",
      email,
      phone: "+1 415 555 0100",
      company: "Forms Inc",
      password: "blue-lantern-orchard-7",
      captcha: await t.captcha(),
    })) {
      form.append(key, value);
    }
    const request = new Request("http://x", { method: "POST", body: form });
    const response = await t.app.inject({
      method: "POST",
      url: accountsPaths.signUp,
      headers: { "content-type": request.headers.get("content-type") ?? "", "x-forwarded-for": randomIp() },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await t.ctx.users.findByEmail(email))?.status).toBe("PENDING");
  });

  it("reads form data on sign-up only: every other call answers a cross-site form's multipart body 415", async () => {
    const form = new FormData();
    form.append("email", uniqueEmail("csrf"));
    form.append("password", "whatever-password-1");
    const request = new Request("http://x", { method: "POST", body: form });
    const body = Buffer.from(await request.arrayBuffer());
    const headers = { "content-type": request.headers.get("content-type") ?? "", "x-forwarded-for": randomIp() };
    for (const url of [
      accountsPaths.signIn,
      accountsPaths.resendActivation,
      accountsPaths.sendChangePasswordLink,
      accountsPaths.changePassword,
      accountsPaths.emailExists,
    ]) {
      const response = await t.app.inject({ method: "POST", url, headers, payload: body });
      expect(response.statusCode, url).toBe(415);
      expect(response.json()).toMatchObject({ message: "Unsupported content type: send the call as JSON." });
    }
  });

  it("refuses a file in the form with a clear 413", async () => {
    const form = new FormData();
    form.append("name", "Uploader");
    form.append("avatar", new Blob(["x".repeat(100)]), "avatar.png");
    const request = new Request("http://x", { method: "POST", body: form });
    const response = await t.app.inject({
      method: "POST",
      url: accountsPaths.signUp,
      headers: { "content-type": request.headers.get("content-type") ?? "", "x-forwarded-for": randomIp() },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      message: "Send the form fields only: files are not accepted.",
    });
  });

  it("answers an existing address exactly as a new one, and tells only the mailbox owner", async () => {
    const { email } = await t.activeUser();
    const fresh = await t.signUp({ email: uniqueEmail("fresh") });
    const taken = await t.signUp({ email, name: "Someone Else" });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());

    const messages = await t.mailTo(email);
    expect(messages.at(-1)?.subject).toBe("Ignitest: you already have an account");
    expect(messages.at(-1)?.text).toContain(`${siteOrigin}/forgot-password`);
    // The account is untouched.
    expect((await t.ctx.users.findByEmail(email))?.name).toBe("Ada Lovelace");
  });

  it("renews the link of a pending account without changing its details", async () => {
    const email = uniqueEmail("pending");
    await t.signUp({ email });
    const first = await t.linkFor(email, "/user-activated");
    t.clock.advance(accountsSettings.mailCooldownMs + 1000);
    const again = await t.signUp({ email, password: "another-secret-phrase-9" });
    expect(again.statusCode).toBe(200);
    const second = await t.linkFor(email, "/user-activated");
    expect(second).not.toBe(first);
    expect((await t.mailTo(email)).at(-1)?.subject).toBe("Your new Ignitest activation link");
  });

  it.each([
    [{ email: "not-an-address" }, "email", "Enter a valid e-mail address."],
    [{ password: "short" }, "password", "Use at least 12 characters."],
    [{ phone: "020 7946 0958" }, "phone", "Enter the number with its country code, e.g. +44 20 7946 0958."],
    [{ name: "   " }, "name", "Enter your name."],
    [{ company: "" }, "company", "Enter your company name."],
  ])("rejects %o with a 400 naming the field", async (fields, path, message) => {
    const response = await t.signUp(fields);
    expect(response.statusCode).toBe(400);
    const body = AccountsErrorSchema.parse(response.json());
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.issues).toContainEqual({ path, message });
  });

  it.each([
    ["password1234", "too common"],
    ["P@ssw0rd2024!", "too common"],
    ["aaaaaaaaaaaaaaa", "repeats"],
    ["ignitest-2024!", "Ignitest"],
  ])("refuses the guessable password %s (PASSWORD_REJECTED)", async (password, reason) => {
    const response = await t.signUp({ password });
    expect(response.statusCode).toBe(400);
    const body = AccountsErrorSchema.parse(response.json());
    expect(body.code).toBe("PASSWORD_REJECTED");
    expect(body.message).toContain(reason);
    expect(body.issues?.[0]?.path).toBe("password");
  });

  it("refuses a password built on the e-mail name", async () => {
    const response = await t.signUp({ email: "margaret.hamilton@example.com", password: "margaret.hamilton1969" });
    expect(AccountsErrorSchema.parse(response.json())).toMatchObject({ statusCode: 400, code: "PASSWORD_REJECTED" });
  });

  it("requires a solved captcha and refuses a replayed one", async () => {
    const missing = await t.post(accountsPaths.signUp, {
      name: "No Captcha",
      email: uniqueEmail(),
      phone: "+14155550100",
      company: "Bots",
      password: "violet-harbour-kettle-42",
    });
    expect(missing.statusCode).toBe(400);
    expect(AccountsErrorSchema.parse(missing.json()).issues?.[0]?.path).toBe("captcha");

    const captcha = await t.captcha();
    const fields = {
      name: "Replay",
      phone: "+14155550100",
      company: "Bots",
      password: "violet-harbour-kettle-42",
      captcha,
    };
    expect((await t.post(accountsPaths.signUp, { ...fields, email: uniqueEmail() })).statusCode).toBe(200);
    const replay = await t.post(accountsPaths.signUp, { ...fields, email: uniqueEmail() });
    expect(replay.statusCode).toBe(400);
    expect(AccountsErrorSchema.parse(replay.json())).toMatchObject({
      code: "CAPTCHA_FAILED",
      message: "This captcha was already used. Solve it again.",
    });
  });

  it("limits sign-ups per IP: the 6th in a minute is a 429 with Retry-After", async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await t.post(accountsPaths.signUp, { email: "x" }, { ip });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
        expect(AccountsErrorSchema.parse(response.json()).code).toBe("RATE_LIMITED");
      }
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it("answers a body that is not JSON with a 400, not a 500", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: accountsPaths.signUp,
      headers: { "content-type": "application/json", "x-forwarded-for": randomIp() },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
  });
});
