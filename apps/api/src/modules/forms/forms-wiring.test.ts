import { FormSubmittedSchema, formPaths } from "@ignitest/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../db/schema/index.js";
import { solveCaptcha } from "../../test/solve-captcha.js";
import { createTestApp } from "../../test/test-app.js";
import { uniqueEmail } from "../../test/test-values.js";

describe("the forms in the whole app", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it("accepts a contact message with a captcha solved at production difficulty, and records its mails as sent", async () => {
    const email = uniqueEmail("wired");
    const response = await ctx.app.inject({
      method: "POST",
      url: formPaths.contactMessages,
      payload: {
        name: "Katherine Johnson",
        email,
        topic: "Sales",
        message: "Please send a quote for 40 Cloud Professional users.",
        captcha: await solveCaptcha(ctx.app, "contact-message"),
      },
    });
    expect(response.statusCode).toBe(201);
    const { id } = FormSubmittedSchema.parse(response.json());
    const rows = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(rows.map((row) => row.id)).toEqual([id]);
    // The outbox sent both mails and, through the handler the module registered, recorded them on the row.
    expect(rows[0]?.confirmationSentAt).toBeInstanceOf(Date);
    expect(rows[0]?.notificationSentAt).toBeInstanceOf(Date);
  });
});
