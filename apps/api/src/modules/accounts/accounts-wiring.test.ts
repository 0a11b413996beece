import { AccountsErrorSchema, accountsPaths, CaptchaChallengeSchema } from "@ignitest/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app.js";

/** The accounts service as the real app (app.ts) mounts it. */
describe("accounts in the whole app", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it("serves site-key and every accounts path", async () => {
    const siteKey = await ctx.app.inject({
      method: "POST",
      url: accountsPaths.siteKey,
      payload: { purpose: "signup" },
    });
    expect(siteKey.statusCode).toBe(200);
    CaptchaChallengeSchema.parse(siteKey.json());

    for (const [name, path] of Object.entries(accountsPaths)) {
      if (name === "siteKey") continue;
      const response = await ctx.app.inject({ method: "POST", url: path, payload: {} });
      // Every call exists and answers an empty body with a coded 4xx, never a 404 or 500.
      expect([400, 401], `${path} answered ${response.statusCode}`).toContain(response.statusCode);
      expect(AccountsErrorSchema.parse(response.json()).code).toMatch(/^(VALIDATION_FAILED|UNAUTHENTICATED)$/);
    }
  });

  it("answers GET on an accounts path with 404 (POST only)", async () => {
    expect((await ctx.app.inject({ method: "GET", url: accountsPaths.signIn })).statusCode).toBe(404);
  });
});
