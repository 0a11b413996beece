import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { outboxEntries } from "../db/schema/index.js";
import { readSentMail, registerMail } from "../mail/index.js";
import { openTestDatabase } from "../test/test-database.js";
import { testEnv } from "../test/test-env.js";
import { type AfterMail, type MailEntryPayload, registerOutbox } from "./index.js";
import { enqueue } from "./outbox-data.js";

const mail = (subject: string, after: AfterMail): MailEntryPayload => ({
  message: { to: "reader@example.com", subject, text: subject, html: `<p>${subject}</p>` },
  after,
});

describe("the outbox's mail-sent handlers (app.outbox.onMailSent)", () => {
  it("hands a sent mail's `after` to its topic's handler, and only logs a topic nobody registered", async () => {
    const database = await openTestDatabase();
    const app = Fastify({ logger: false });
    registerMail(app, testEnv(), { inMemory: true });
    registerOutbox(app, { db: database.db, env: {} });
    const recorded: AfterMail[] = [];
    app.outbox.onMailSent("notes", async (after) => {
      recorded.push(after);
    });
    expect(() => app.outbox.onMailSent("notes", async () => {})).toThrow(/already has a handler/);
    try {
      await enqueue(database.db, [
        { idempotencyKey: "mail-sent:a", kind: "mail", payload: mail("A", { topic: "notes", id: "1" }) },
        { idempotencyKey: "mail-sent:b", kind: "mail", payload: mail("B", { topic: "nobody", id: "2" }) },
      ]);
      await app.outbox.kick();

      expect(recorded).toEqual([{ topic: "notes", id: "1" }]);
      expect((await readSentMail(app)).map((message) => message.subject).sort()).toEqual(["A", "B"]);
      // Both are done: a topic without a handler is not retried, which would only send the mail again.
      const rows = await database.db.select().from(outboxEntries);
      expect(rows.map((row) => [row.idempotencyKey, row.status]).sort()).toEqual([
        ["mail-sent:a", "sent"],
        ["mail-sent:b", "sent"],
      ]);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
