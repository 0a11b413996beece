import { ApiErrorSchema, FormSubmittedSchema, formPaths, submissionReference } from "@ignitest/contracts";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { demoRequests, outboxEntries } from "../../db/schema/index.js";
import { randomIp, uniqueEmail } from "../../test/test-values.js";
import { FORM_SUBMISSIONS_PER_MINUTE } from "./demo-requests.js";
import { createFormsTestApp, testSalesInbox } from "./test/forms-test-app.js";

/** A day the form accepts: `days` from now. */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

function validRequest(email = uniqueEmail()) {
  return {
    name: "  Ada Lovelace ",
    email: email.toUpperCase(),
    company: "Analytical Engines Ltd",
    phone: "+44 20 7946 0958",
    role: "",
    teamSize: "11-50",
    products: ["Platform", "Cloud"],
    preferredDate: dayFromNow(7),
    preferredTime: "afternoon",
    timeZone: "Europe/London",
    message: "Our SAP order-to-cash regression suite.",
  };
}

describe("POST /v1/public/demo-requests", () => {
  let t: Awaited<ReturnType<typeof createFormsTestApp>>;
  beforeAll(async () => {
    t = await createFormsTestApp();
  });
  afterAll(() => t.close());

  async function rowsFor(email: string) {
    return t.database.db.select().from(demoRequests).where(eq(demoRequests.email, email));
  }

  it("stores a valid request before answering 201 with its id, then mails the visitor and sales", async () => {
    const email = uniqueEmail("ada");
    const response = await t.post(formPaths.demoRequests, {
      ...validRequest(email),
      captcha: await t.captcha("demo-request"),
    });
    expect(response.statusCode).toBe(201);
    const { id } = FormSubmittedSchema.parse(response.json());

    const [row] = await rowsFor(email);
    expect(row).toMatchObject({
      id,
      name: "Ada Lovelace",
      email,
      company: "Analytical Engines Ltd",
      phone: "+44 20 7946 0958",
      role: null,
      teamSize: "11-50",
      products: ["Platform", "Cloud"],
      preferredDate: dayFromNow(7),
      preferredTime: "afternoon",
      timeZone: "Europe/London",
      message: "Our SAP order-to-cash regression suite.",
    });
    expect(row?.confirmationSentAt).toBeInstanceOf(Date);
    expect(row?.notificationSentAt).toBeInstanceOf(Date);

    const reference = submissionReference(id);
    const [confirmation] = await t.mailTo(email);
    expect(confirmation?.file).toMatch(/outbox\/.+\.eml$/);
    expect(confirmation?.subject).toBe(`Your Ignitest demo request (reference ${reference})`);
    expect(confirmation?.text).toContain("Products: Platform, Cloud");
    expect(confirmation?.text).toContain("Afternoon (12:00–17:00) (Europe/London)");
    // Nothing the visitor typed goes back to the address: not the name, company or message.
    for (const typed of ["Ada Lovelace", "Analytical Engines", "SAP order-to-cash"]) {
      expect(confirmation?.text).not.toContain(typed);
    }
    const notification = (await t.mailTo(testSalesInbox)).find((message) => message.subject.includes(reference));
    expect(notification?.subject).toBe(`Demo request: Analytical Engines Ltd, Ada Lovelace (${reference})`);
    expect(notification?.text).toContain(`E-mail: ${email}`);
  });

  it.each([
    ["name", { name: "" }, "Enter your name"],
    ["name", { name: "A" }, "Enter your name (at least 2 characters)"],
    ["email", { email: "ada-at-example" }, "Enter a valid e-mail address"],
    ["email", { email: undefined }, "Enter your e-mail address"],
    ["company", { company: " " }, "Enter your company name"],
    ["phone", { phone: "call me maybe" }, "Enter a phone number"],
    ["role", { role: "x".repeat(101) }, "Keep your role under 100 characters"],
    ["teamSize", { teamSize: "huge" }, "Choose the size of your testing team"],
    ["products", { products: [] }, "Choose at least one product"],
    ["products", { products: ["Platform", "Spaceship"] }, "Invalid option"],
    ["products", { products: ["Cloud", "Cloud"] }, "Each product can be chosen once"],
    ["preferredDate", { preferredDate: "2020-01-01" }, "Choose a date between today and 90 days from now"],
    ["preferredDate", { preferredDate: dayFromNow(120) }, "Choose a date between today and 90 days from now"],
    ["preferredDate", { preferredDate: "next tuesday" }, "Choose a preferred date"],
    ["preferredTime", { preferredTime: "midnight" }, "Choose a preferred time of day"],
    ["timeZone", { timeZone: "Mars/Olympus Mons" }, "Send an IANA time zone"],
    ["message", { message: "x".repeat(2001) }, "Keep the message under 2000 characters"],
    ["captcha", { captcha: undefined }, "Confirm that you are not a robot"],
  ])("rejects an invalid %s with a 400 naming the field, and stores nothing (%j)", async (field, change, message) => {
    const email = uniqueEmail("invalid");
    const body = { ...validRequest(email), captcha: "not-checked-before-the-fields", ...change };
    const response = await t.post(formPaths.demoRequests, body);
    expect(response.statusCode).toBe(400);
    const error = ApiErrorSchema.parse(response.json());
    const issue = error.issues?.find((candidate) => candidate.path.split(".")[0] === field);
    expect(issue?.message).toContain(message);
    expect(await rowsFor(email)).toHaveLength(0);
  });

  it("rejects a wrong captcha on the captcha field and stores nothing", async () => {
    const email = uniqueEmail("robot");
    const response = await t.post(formPaths.demoRequests, { ...validRequest(email), captcha: "bm90IGEgc29sdXRpb24=" });
    expect(response.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(response.json()).issues).toEqual([
      { path: "captcha", message: expect.stringMatching(/captcha/i) },
    ]);
    expect(await rowsFor(email)).toHaveLength(0);
  });

  it("accepts a captcha solution once: a replay is refused and stores nothing more", async () => {
    const captcha = await t.captcha("demo-request");
    const first = uniqueEmail("first");
    expect((await t.post(formPaths.demoRequests, { ...validRequest(first), captcha })).statusCode).toBe(201);
    const second = uniqueEmail("replay");
    const replay = await t.post(formPaths.demoRequests, { ...validRequest(second), captcha });
    expect(replay.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(replay.json()).issues?.[0]?.path).toBe("captcha");
    expect(await rowsFor(second)).toHaveLength(0);
  });

  it(`answers 429 past ${FORM_SUBMISSIONS_PER_MINUTE} submissions a minute from one address, and stores nothing then`, async () => {
    const ip = randomIp();
    for (let i = 0; i < FORM_SUBMISSIONS_PER_MINUTE; i++) {
      const ok = await t.post(
        formPaths.demoRequests,
        { ...validRequest(), captcha: await t.captcha("demo-request") },
        ip,
      );
      expect(ok.statusCode).toBe(201);
    }
    const email = uniqueEmail("limited");
    const limited = await t.post(
      formPaths.demoRequests,
      { ...validRequest(email), captcha: await t.captcha("demo-request") },
      ip,
    );
    expect(limited.statusCode).toBe(429);
    expect(ApiErrorSchema.parse(limited.json()).message).toBe("Too many requests, try again in a minute.");
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(await rowsFor(email)).toHaveLength(0);

    const elsewhere = await t.post(
      formPaths.demoRequests,
      { ...validRequest(), captcha: await t.captcha("demo-request") },
      randomIp(),
    );
    expect(elsewhere.statusCode).toBe(201);
  });

  it("keeps the request and still answers 201 when mail fails; the row shows the mail is owed", async () => {
    const send = vi.spyOn(t.app.mailer, "send").mockRejectedValue(new Error("SMTP server unreachable"));
    const email = uniqueEmail("nomail");
    const response = await t.post(formPaths.demoRequests, {
      ...validRequest(email),
      captcha: await t.captcha("demo-request"),
    });
    send.mockRestore();

    expect(response.statusCode).toBe(201);
    const [row] = await rowsFor(email);
    expect(row?.id).toBe(FormSubmittedSchema.parse(response.json()).id);
    expect(row?.confirmationSentAt).toBeNull();
    expect(row?.notificationSentAt).toBeNull();
    expect(await t.mailTo(email)).toHaveLength(0);
    // Both mails wait in the outbox for a retry, with the error that stopped them.
    const owed = await t.database.db
      .select()
      .from(outboxEntries)
      .where(inArray(outboxEntries.idempotencyKey, [`demo:${row?.id}:confirmation`, `demo:${row?.id}:notification`]));
    expect(owed.map(({ status, attempts, lastError }) => ({ status, attempts, lastError }))).toEqual([
      { status: "pending", attempts: 1, lastError: "SMTP server unreachable" },
      { status: "pending", attempts: 1, lastError: "SMTP server unreachable" },
    ]);
  });

  it("rejects a body that is not JSON with a 400", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: formPaths.demoRequests,
      payload: "name=Ada",
      headers: { "content-type": "application/json", "x-forwarded-for": randomIp() },
    });
    expect(response.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(response.json()).message).toBe("The request body is not valid JSON.");
  });
});
