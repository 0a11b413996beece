import { ActivateResponseSchema, accountsPaths } from "@ignitest/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../../test/test-values.js";
import { accountsSettings } from "./accounts-settings.js";
import { type AccountsHarness, createAccountsTestApp } from "./test/accounts-test-app.js";

describe("POST /optimize/v1/public/user/activation/activate", () => {
  let t: AccountsHarness;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(() => t.close());

  it("activates the account and starts the 30-day monthly Cloud Professional trial that the sign-up page promises", async () => {
    const email = uniqueEmail();
    await t.signUp({ email });
    const token = await t.linkFor(email, "/user-activated");
    const response = await t.post(accountsPaths.activate, { token });
    expect(response.statusCode).toBe(200);
    expect(ActivateResponseSchema.parse(response.json())).toEqual({ status: "Success", email });

    const user = await t.ctx.users.findByEmail(email);
    expect(user?.status).toBe("ACTIVE");
    const license = await t.ctx.users.currentLicense(user?.id ?? "");
    expect(license).toMatchObject({ plan: "Cloud Professional", billingCycle: "Monthly", status: "ACTIVE" });
    expect((license?.endsAt.getTime() ?? 0) - (license?.startsAt.getTime() ?? 0)).toBe(30 * 24 * 60 * 60 * 1000);
  });

  it("works once: a reused link is LINK_USED and creates no second licence", async () => {
    const email = uniqueEmail();
    await t.signUp({ email });
    const token = await t.linkFor(email, "/user-activated");
    expect((await t.post(accountsPaths.activate, { token })).statusCode).toBe(200);
    const again = await t.post(accountsPaths.activate, { token });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: "LINK_USED", message: "This link has already been used." });
  });

  it("lets exactly one of two simultaneous uses of a link win", async () => {
    const email = uniqueEmail();
    await t.signUp({ email });
    const token = await t.linkFor(email, "/user-activated");
    const results = await Promise.all([1, 2].map(() => t.post(accountsPaths.activate, { token })));
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 410]);
  });

  it("refuses a link that a resend replaced (LINK_INVALID) and accepts the new one", async () => {
    const email = uniqueEmail();
    await t.signUp({ email });
    const first = await t.linkFor(email, "/user-activated");
    t.clock.advance(accountsSettings.mailCooldownMs + 1000);
    await t.post(accountsPaths.resendActivation, { email });
    // The resend replaced the first link, so it is simply not valid any more.
    expect((await t.post(accountsPaths.activate, { token: first })).json()).toMatchObject({ code: "LINK_INVALID" });
    const second = await t.linkFor(email, "/user-activated");
    expect((await t.post(accountsPaths.activate, { token: second })).statusCode).toBe(200);
  });

  it("refuses an expired link (LINK_EXPIRED) and leaves the account pending", async () => {
    const email = uniqueEmail();
    await t.signUp({ email });
    const token = await t.linkFor(email, "/user-activated");
    t.clock.advance(31 * 60 * 1000);
    const response = await t.post(accountsPaths.activate, { token });
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ code: "LINK_EXPIRED" });
    expect((await t.ctx.users.findByEmail(email))?.status).toBe("PENDING");
  });

  it("refuses a missing or unknown token with a 400", async () => {
    expect((await t.post(accountsPaths.activate, {})).json()).toMatchObject({
      statusCode: 400,
      code: "VALIDATION_FAILED",
    });
    expect((await t.post(accountsPaths.activate, { token: "B".repeat(43) })).json()).toMatchObject({
      statusCode: 400,
      code: "LINK_INVALID",
    });
  });
});
