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

/** The settings the mailer reads. */
export type MailEnv = Pick<Env, "MAIL_FROM" | "SMTP_URL" | "DATA_DIR">;

/**
 * Gives the app its mailer (SMTP_URL, else DATA_DIR/outbox). With `inMemory`
 * (test apps) messages stay in memory instead: `readSentMail(app)`.
 */
export function registerMail(app: FastifyInstance, env: MailEnv, { inMemory = false }: { inMemory?: boolean } = {}) {
  if (app.hasDecorator("mailer")) return;
  const instance = createMailer({
    from: env.MAIL_FROM,
    smtpUrl: inMemory ? undefined : env.SMTP_URL,
    dataDir: inMemory ? null : env.DATA_DIR,
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
