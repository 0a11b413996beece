import { Writable } from "node:stream";
import { accountsPaths, formPaths } from "@ignitest/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import type { DatabaseHandle } from "../db/client.js";
import { readSentMail } from "../mail/index.js";
import { solveCaptcha } from "../test/solve-captcha.js";
import { failWrites } from "../test/storage-faults.js";
import { openTestDatabase } from "../test/test-database.js";
import { testEnv } from "../test/test-env.js";
import { loggerOptions, safeUrl } from "./logger-options.js";

/** What a visitor typed: it must never reach the log, whatever fails. */
const marker = "zqxmarker";

describe("the log never carries what a visitor typed", () => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const lines: string[] = [];
  const log = () => lines.join("");

  beforeAll(async () => {
    database = await openTestDatabase();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    app = await buildApp({
      env: testEnv({ TRUST_PROXY: true }),
      database,
      logger: { ...loggerOptions("trace"), stream },
      mailInMemory: true,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  let client = 0;
  const post = (url: string, payload: Record<string, unknown>) =>
    app.inject({ method: "POST", url, headers: { "x-forwarded-for": `10.55.0.${++client}` }, payload });

  const contactMessage = async () => ({
    name: `Grace ${marker}`,
    email: `${marker}-${client}@example.com`,
    company: `${marker} Inc`,
    topic: "Partnerships",
    message: `Please call me about ${marker}.`,
    captcha: await solveCaptcha(app, "contact-message"),
  });

  it("keeps the marker out under a failed statement whose error quotes the row", async () => {
    // A database error that quotes a value, as "invalid input syntax …: \"…\"" does.
    await database.db.execute(
      sql.raw(`create or replace function reject_messages() returns trigger language plpgsql as $$
        begin raise exception 'rejected "%"', NEW.message using errcode = '22023', detail = NEW.email; end $$`),
    );
    await database.db.execute(
      sql.raw(
        "create trigger reject_messages before insert on contact_messages for each row execute function reject_messages()",
      ),
    );
    try {
      expect((await post(formPaths.contactMessages, await contactMessage())).statusCode).toBe(500);
    } finally {
      await database.db.execute(sql.raw("drop trigger reject_messages on contact_messages"));
    }
    expect(log()).toContain("request failed");
    expect(log()).toContain("Failed query: insert into");
    expect(log().toLowerCase()).not.toContain(marker);
  });

  it("keeps the marker out under storage errors (a form, sign-up)", async () => {
    const undoMessages = await failWrites(database.db, "contact_messages", "53100");
    const undoUsers = await failWrites(database.db, "users", "25006");
    try {
      expect((await post(formPaths.contactMessages, await contactMessage())).statusCode).toBe(503);
      const signUp = await post(accountsPaths.signUp, {
        name: `Ada ${marker}`,
        email: `${marker}-signup@example.com`,
        password: `violet-${marker}-kettle-42`,
        company: `${marker} Ltd`,
        phone: "+1 555 0100",
        captcha: await solveCaptcha(app, "signup"),
      });
      expect(signUp.statusCode).toBe(503);
    } finally {
      await undoMessages();
      await undoUsers();
    }
    expect(log()).toContain("storage unavailable");
    expect(log().toLowerCase()).not.toContain(marker);
  });

  it("keeps the marker out of the mail log and of logged query strings", async () => {
    expect((await post(formPaths.contactMessages, await contactMessage())).statusCode).toBe(201);
    for (let wait = 0; wait < 50 && (await readSentMail(app)).length < 2; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await readSentMail(app)).length).toBeGreaterThanOrEqual(2);
    await app.inject({ method: "GET", url: `/v1/public/no-such-thing?q=${marker}&email=${marker}@example.com` });
    expect(log()).toContain("mail kept in memory");
    expect(log()).toContain("/v1/public/no-such-thing?q=[redacted]&email=[redacted]");
    expect(log().toLowerCase()).not.toContain(marker);
  });

  it("names query parameters without their values", () => {
    expect(safeUrl("/v1/public/search?q=what+they+typed&page=2")).toBe(
      "/v1/public/search?q=[redacted]&page=[redacted]",
    );
    expect(safeUrl("/healthz")).toBe("/healthz");
  });
});
