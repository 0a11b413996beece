import { accountsPaths, ResendActivationResponseSchema } from "@ignitest/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomIp, uniqueEmail } from "../../test/test-values.js";
import { accountsSettings } from "./accounts-settings.js";
import { type AccountsHarness, createAccountsTestApp } from "./test/accounts-test-app.js";

describe("POST /optimize/v1/public/user/activation/resend", () => {
  let t: AccountsHarness;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(() => t.close());

  it("mails a pending account a new link; the old one stops working", async () => {
    const email = uniqueEmail("pending");
    await t.signUp({ email });
    const old = await t.linkFor(email, "/user-activated");
    t.clock.advance(accountsSettings.mailCooldownMs + 1000);

    const response = await t.post(accountsPaths.resendActivation, { email });
    expect(response.statusCode).toBe(200);
    expect(ResendActivationResponseSchema.parse(response.json()).status).toBe("Success");
    const [, resent] = await t.mailTo(email);
    expect(resent?.subject).toBe("Your new Ignitest activation link");
    const fresh = await t.linkFor(email, "/user-activated");
    expect(fresh).not.toBe(old);

    const oldCheck = await t.post(accountsPaths.validateUserToken, { token: old, purpose: "ACTIVATION" });
    expect(oldCheck.json()).toMatchObject({ code: "LINK_INVALID" });
    expect((await t.post(accountsPaths.activate, { token: fresh })).statusCode).toBe(200);
  });

  it("sends at most one link per 15 minutes per account, answering the same", async () => {
    const email = uniqueEmail("flood");
    await t.signUp({ email });
    const first = await t.post(accountsPaths.resendActivation, { email });
    const second = await t.post(accountsPaths.resendActivation, { email });
    expect(second.json()).toEqual(first.json());
    expect(await t.mailTo(email)).toHaveLength(1);
  });

  it("answers unknown, pending and active addresses identically", async () => {
    const pending = uniqueEmail("p");
    await t.signUp({ email: pending });
    t.clock.advance(accountsSettings.mailCooldownMs + 1000);
    const { email: active } = await t.activeUser();

    const answers = await Promise.all(
      [uniqueEmail("unknown"), pending, active].map((email) => t.post(accountsPaths.resendActivation, { email })),
    );
    expect(new Set(answers.map((response) => response.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((response) => response.body)).size).toBe(1);
    // Only the owner of the active address learns it is active.
    expect((await t.mailTo(active)).at(-1)?.subject).toBe("Ignitest: your account is already active");
  });

  it("sends an active account's owner one 'already active' notice per 15 minutes, however often it is asked", async () => {
    const { email } = await t.activeUser();
    const before = (await t.mailTo(email)).length;
    // 21 calls in a burst, from 21 addresses (so the per-IP limit is not what stops them).
    const answers = await Promise.all(
      Array.from({ length: 21 }, () => t.post(accountsPaths.resendActivation, { email })),
    );
    expect(answers.every((response) => response.statusCode === 200)).toBe(true);
    expect(await t.mailTo(email)).toHaveLength(before + 1);
    // A sign-up with the address counts against the same notice.
    await t.signUp({ email });
    expect(await t.mailTo(email)).toHaveLength(before + 1);

    t.clock.advance(14 * 60 * 1000);
    await t.post(accountsPaths.resendActivation, { email });
    expect(await t.mailTo(email)).toHaveLength(before + 1);
    t.clock.advance(61_000);
    await t.post(accountsPaths.resendActivation, { email });
    expect(await t.mailTo(email)).toHaveLength(before + 2);
  });

  it("rejects a missing e-mail with a clear 400", async () => {
    const response = await t.post(accountsPaths.resendActivation, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "email: Enter your e-mail address.", code: "VALIDATION_FAILED" });
  });

  it("is rate-limited per IP", async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await t.post(accountsPaths.resendActivation, { email: uniqueEmail() }, { ip })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
