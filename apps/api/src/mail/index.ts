import type { FastifyInstance } from "fastify";
import type { Env } from "../env.js";
import { createMailer, type Mailer, type MailMessage } from "./mailer.js";
import { type OutboxMessage, parseEml, readOutbox } from "./outbox.js";
import { escapeHtml, type MailContent, type RenderedMail, renderMail } from "./render-mail.js";

export type { MailContent, Mailer, MailMessage, OutboxMessage, RenderedMail };
export { createMailer, escapeHtml, parseEml, readOutbox, renderMail };

declare module "fastify" {
  interface FastifyInstance {
    /** The one mail transport of the process (registerMail). */
    mailer: Mailer;
  }
}

const defaultFrom = "Ignitest <no-reply@ignitest.example>";

/**
 * Gives the app its mailer (SMTP_URL, else DATA_DIR/outbox). Without DATA_DIR
 * in `env` (test apps), messages stay in memory: `readSentMail(app)`.
 */
export function registerMail(app: FastifyInstance, env: Partial<Env>, mailer?: Mailer) {
  if (app.hasDecorator("mailer")) return;
  const instance =
    mailer ??
    createMailer({
      from: env.MAIL_FROM ?? defaultFrom,
      smtpUrl: env.SMTP_URL,
      dataDir: env.DATA_DIR ?? null,
      log: app.log,
    });
  app.decorate("mailer", instance);
  app.addHook("onClose", async () => instance.close());
}

/** Sends one message through the app's mailer (any module: accounts, forms, …). */
export function sendMail(app: FastifyInstance, message: MailMessage): Promise<void> {
  return app.mailer.send(message);
}

/** What the app has "sent" so far, read back from the outbox folder or memory (tests). */
export async function readSentMail(app: FastifyInstance): Promise<OutboxMessage[]> {
  const { mailer } = app;
  if (mailer.outboxDir) return readOutbox(mailer.outboxDir);
  return mailer.sent.map((raw) => parseEml(raw.toString("utf8")));
}
