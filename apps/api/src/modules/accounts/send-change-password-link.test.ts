import { accountsPaths, SendChangePasswordLinkResponseSchema } from "@ignitest/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomIp, uniqueEmail } from "../../test/test-values.js";
import { accountsSettings } from "./accounts-settings.js";
import { type AccountsHarness, createAccountsTestApp, siteOrigin } from "./test/accounts-test-app.js";

describe("POST /optimize/v1/public/user/send-change-pwd-link", () => {
  let t: AccountsHarness;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(() => t.close());

  const forgot = (email: unknown, ip?: string) =>
    t.post(accountsPaths.sendChangePasswordLink, { email }, ip ? { ip } : {});

  it("mails an active account a 30-minute reset link, in plain text too", async () => {
    const { email } = await t.activeUser();
    const response = await forgot(email);
    expect(response.statusCode).toBe(200);
    expect(SendChangePasswordLinkResponseSchema.parse(response.json()).status).toBe("Success");
    const message = (await t.mailTo(email)).at(-1);
    expect(message?.subject).toBe("Reset your Ignitest password");
    expect(message?.text).toMatch(new RegExp(`${siteOrigin}/change-password\\?token=[A-Za-z0-9_-]{43}`));
    expect(message?.text).toContain("expires in 30 minutes");
  });

  it("answers unknown, pending and active addresses identically", async () => {
    const pending = uniqueEmail("pending");
    await t.signUp({ email: pending });
    t.clock.advance(accountsSettings.mailCooldownMs + 1000);
    const { email: active } = await t.activeUser();
    const unknown = uniqueEmail("unknown");

    const answers = [await forgot(unknown), await forgot(pending), await forgot(active)];
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((response) => response.body)).size).toBe(1);

    expect(await t.mailTo(unknown)).toHaveLength(0);
    // A pending account has no password to reset yet: it gets its activation link again.
    expect((await t.mailTo(pending)).at(-1)?.subject).toBe("Your new Ignitest activation link");
  });

  it("sends at most one reset link per 15 minutes per account", async () => {
    const { email } = await t.activeUser();
    const before = (await t.mailTo(email)).length;
    await forgot(email);
    await forgot(email);
    expect(await t.mailTo(email)).toHaveLength(before + 1);
    t.clock.advance(14 * 60 * 1000);
    await forgot(email);
    expect(await t.mailTo(email)).toHaveLength(before + 1);
    t.clock.advance(61_000);
    await forgot(email);
    expect(await t.mailTo(email)).toHaveLength(before + 2);
  });

  it("rejects a malformed address with a 400", async () => {
    const response = await forgot("nobody");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      message: "email: Enter a valid e-mail address.",
    });
  });

  it("is rate-limited per IP", async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await forgot(uniqueEmail(), ip)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
