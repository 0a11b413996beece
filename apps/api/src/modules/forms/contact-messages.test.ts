import { ApiErrorSchema, FormSubmittedSchema, formPaths, submissionReference } from "@ignitest/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../db/schema/index.js";
import { randomIp, uniqueEmail } from "../../test/test-values.js";
import { FORM_SUBMISSIONS_PER_MINUTE } from "./demo-requests.js";
import { createFormsTestApp, testSalesInbox } from "./test/forms-test-app.js";

function validMessage(email = uniqueEmail()) {
  return {
    name: "Grace Hopper",
    email,
    company: "",
    topic: "Partnerships",
    message: "We would like to resell Ignitest in Canada.",
  };
}

describe("POST /v1/public/contact-messages", () => {
  let t: Awaited<ReturnType<typeof createFormsTestApp>>;
  beforeAll(async () => {
    t = await createFormsTestApp();
  });
  afterAll(() => t.close());

  async function rowsFor(email: string) {
    return t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
  }

  it("stores the message, answers 201 with its id and mails the visitor and sales", async () => {
    const email = uniqueEmail("grace");
    const response = await t.post(formPaths.contactMessages, {
      ...validMessage(email),
      captcha: await t.captcha("contact-message"),
    });
    expect(response.statusCode).toBe(201);
    const { id } = FormSubmittedSchema.parse(response.json());

    expect(await rowsFor(email)).toEqual([
      expect.objectContaining({
        id,
        name: "Grace Hopper",
        company: null,
        topic: "Partnerships",
        message: "We would like to resell Ignitest in Canada.",
        confirmationSentAt: expect.any(Date),
        notificationSentAt: expect.any(Date),
      }),
    ]);
    const reference = submissionReference(id);
    const [confirmation] = await t.mailTo(email);
    expect(confirmation?.subject).toBe(`We received your message (reference ${reference})`);
    expect(confirmation?.text).toContain(`has reached our partnerships team under reference ${reference}`);
    // Nothing the visitor typed goes back to the address: not the name, not the message.
    expect(confirmation?.text).not.toContain("Grace Hopper");
    expect(confirmation?.text).not.toContain("resell");
    const notification = (await t.mailTo(testSalesInbox)).find((message) => message.subject.includes(reference));
    expect(notification?.subject).toBe(`Contact (Partnerships): Grace Hopper (${reference})`);
    expect(notification?.html).toContain("We would like to resell Ignitest in Canada.");
  });

  it("never relays a phishing text to someone else's address, and confirms at most once per 15 minutes per address", async () => {
    const victim = uniqueEmail("victim");
    const phishing = "Your account is suspended. Log in at http://evil.example/login to keep it.";
    for (let i = 0; i < 3; i++) {
      const response = await t.post(formPaths.contactMessages, {
        ...validMessage(victim),
        name: "Ignitest Security Team",
        message: phishing,
        captcha: await t.captcha("contact-message"),
      });
      expect(response.statusCode).toBe(201);
    }
    const toVictim = await t.mailTo(victim);
    expect(toVictim).toHaveLength(1);
    expect(toVictim[0]?.text).not.toContain("evil.example");
    expect(toVictim[0]?.html).not.toContain("evil.example");
    expect(toVictim[0]?.text).not.toContain("Ignitest Security Team");
    // Sales still gets every message, and each is stored.
    expect(await rowsFor(victim)).toHaveLength(3);
    const toSales = (await t.mailTo(testSalesInbox)).filter((message) => message.html.includes("evil.example"));
    expect(toSales).toHaveLength(3);
  });

  it.each([
    ["name", { name: undefined }, "Enter your name"],
    ["email", { email: "grace@" }, "Enter a valid e-mail address"],
    ["company", { company: "X" }, "Enter your company name"],
    ["topic", { topic: "Gossip" }, "Choose what your message is about"],
    ["message", { message: "Hi there" }, "Write at least 10 characters so we can help"],
    ["message", { message: "x".repeat(2001) }, "Keep the message under 2000 characters"],
    ["captcha", { captcha: "" }, "Confirm that you are not a robot"],
  ])("rejects an invalid %s with a 400 naming the field, and stores nothing (%j)", async (field, change, message) => {
    const email = uniqueEmail("invalid");
    const response = await t.post(formPaths.contactMessages, { ...validMessage(email), captcha: "x", ...change });
    expect(response.statusCode).toBe(400);
    const issue = ApiErrorSchema.parse(response.json()).issues?.find((candidate) => candidate.path === field);
    expect(issue?.message).toContain(message);
    expect(await rowsFor(email)).toHaveLength(0);
  });

  it("refuses a replayed captcha", async () => {
    const captcha = await t.captcha("contact-message");
    expect((await t.post(formPaths.contactMessages, { ...validMessage(), captcha })).statusCode).toBe(201);
    const email = uniqueEmail("replay");
    const replay = await t.post(formPaths.contactMessages, { ...validMessage(email), captcha });
    expect(replay.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(replay.json()).issues?.[0]?.path).toBe("captcha");
    expect(await rowsFor(email)).toHaveLength(0);
  });

  it(`answers 429 past ${FORM_SUBMISSIONS_PER_MINUTE} messages a minute from one address`, async () => {
    const ip = randomIp();
    for (let i = 0; i < FORM_SUBMISSIONS_PER_MINUTE; i++) {
      const ok = await t.post(
        formPaths.contactMessages,
        { ...validMessage(), captcha: await t.captcha("contact-message") },
        ip,
      );
      expect(ok.statusCode).toBe(201);
    }
    const email = uniqueEmail("limited");
    const limited = await t.post(
      formPaths.contactMessages,
      { ...validMessage(email), captcha: await t.captcha("contact-message") },
      ip,
    );
    expect(limited.statusCode).toBe(429);
    expect(ApiErrorSchema.parse(limited.json()).message).toBe("Too many requests, try again in a minute.");
    expect(await rowsFor(email)).toHaveLength(0);
  });
});
