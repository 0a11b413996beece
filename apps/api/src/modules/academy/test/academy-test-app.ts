import type { LoginRecord } from "@ignitest/contracts";
import { randomIp } from "../../../test/test-values.js";
import { createAccountsTestApp } from "../../accounts/test/accounts-test-app.js";
import type { AcademyContext } from "../academy-context.js";
import { registerAcademy } from "../index.js";

/**
 * The accounts service and the academy on one app, one database and one fake
 * clock, so tests sign learners up for real and move time instead of waiting.
 */
export async function createAcademyTestApp() {
  let academy: AcademyContext | undefined;
  const harness = await createAccountsTestApp(async (app, ctx, clock) => {
    academy = await registerAcademy(app, {
      db: ctx.db,
      env: { SITE_ORIGIN: "https://www.ignitest.example" },
      accessTokens: ctx.accessTokens,
      now: clock.now,
    });
  });
  if (!academy) throw new Error("the academy was not registered");
  const academyContext = academy;

  const request = (method: "GET" | "POST", url: string, record?: LoginRecord, body?: unknown) =>
    harness.app.inject({
      method,
      url,
      headers: {
        "x-forwarded-for": randomIp(),
        ...(record ? { authorization: `Bearer ${record.access_token}` } : {}),
      },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });

  return {
    ...harness,
    academy: academyContext,
    get: (url: string, record?: LoginRecord) => request("GET", url, record),
    send: (url: string, body: unknown, record?: LoginRecord) => request("POST", url, record, body),
    /** A signed-up, activated, signed-in learner. */
    async learner(name = "Grace Hopper") {
      const { email, password } = await harness.activeUser({ name });
      return harness.loginRecord(email, password);
    },
  };
}
