import { AccountsErrorSchema, accountsPaths, ValidateUserTokenResponseSchema } from "@ignitest/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../../test/test-values.js";
import { type AccountsHarness, createAccountsTestApp } from "./test/accounts-test-app.js";

describe("POST /optimize/v1/public/user/validate/user-token", () => {
  let t: AccountsHarness;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(() => t.close());

  const validate = (token: unknown, purpose: unknown = "ACTIVATION") =>
    t.post(accountsPaths.validateUserToken, { token, purpose });

  it("confirms a fresh link without spending it", async () => {
    const email = uniqueEmail();
    await t.signUp({ email });
    const token = await t.linkFor(email, "/user-activated");
    for (let i = 0; i < 2; i++) {
      const response = await validate(token);
      expect(response.statusCode).toBe(200);
      const body = ValidateUserTokenResponseSchema.parse(response.json());
      expect(body).toMatchObject({ status: "Valid", purpose: "ACTIVATION", email });
      expect(new Date(body.expiresAt).getTime() - t.clock.now().getTime()).toBe(30 * 60 * 1000);
    }
    expect((await t.post(accountsPaths.activate, { token })).statusCode).toBe(200);
  });

  it("answers LINK_EXPIRED (410) after 30 minutes", async () => {
    const email = uniqueEmail();
    await t.signUp({ email });
    const token = await t.linkFor(email, "/user-activated");
    t.clock.advance(30 * 60 * 1000 - 1000);
    expect((await validate(token)).statusCode).toBe(200);
    t.clock.advance(1000);
    const response = await validate(token);
    expect(response.statusCode).toBe(410);
    expect(AccountsErrorSchema.parse(response.json())).toMatchObject({
      error: "Gone",
      code: "LINK_EXPIRED",
      message: "This link has expired. Ask for a new one.",
    });
  });

  it("answers LINK_USED (410) once the link was used", async () => {
    const email = uniqueEmail();
    await t.signUp({ email });
    const token = await t.linkFor(email, "/user-activated");
    await t.post(accountsPaths.activate, { token });
    const response = await validate(token);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ code: "LINK_USED" });
  });

  it.each([
    ["an unknown token", "A".repeat(43)],
    ["a malformed token", "not a token"],
  ])("answers LINK_INVALID (400) for %s", async (_, token) => {
    const response = await validate(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "LINK_INVALID" });
  });

  it("does not take an activation link as a reset link", async () => {
    const email = uniqueEmail();
    await t.signUp({ email });
    const token = await t.linkFor(email, "/user-activated");
    expect((await validate(token, "PASSWORD_RESET")).json()).toMatchObject({ code: "LINK_INVALID" });
  });

  it.each([
    [{ purpose: "ACTIVATION" }, "token: The link has no token."],
    [{ token: "x", purpose: "LOGIN" }, "purpose: purpose must be ACTIVATION or PASSWORD_RESET."],
  ])("rejects %o with a clear 400", async (body, message) => {
    const response = await t.post(accountsPaths.validateUserToken, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION_FAILED", message });
  });
});
