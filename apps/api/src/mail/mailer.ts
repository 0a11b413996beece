import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

/** One message: both parts are required so every mail reads in any client. */
export type MailMessage = {
  /** An address, or a name and address (nodemailer encodes the name safely). */
  to: string | { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /**
   * The link (or code) the message exists to deliver. Logged only when mail
   * goes to the local outbox, so a person can finish a flow on one machine.
   */
  link?: string;
};

export type Mailer = {
  /** "smtp": sent for real; "outbox": .eml files under DATA_DIR/outbox; "memory": kept in `sent` (tests without DATA_DIR). */
  readonly kind: "smtp" | "outbox" | "memory";
  /** Where outbox files go (kind "outbox" only). */
  readonly outboxDir: string | null;
  /** Raw RFC 5322 messages, kind "memory" only. */
  readonly sent: Buffer[];
  send(message: MailMessage): Promise<void>;
  close(): void;
};

export type MailerOptions = {
  from: string;
  smtpUrl?: string | undefined;
  /** DATA_DIR; null keeps messages in memory. */
  dataDir: string | null;
  log: FastifyBaseLogger;
};

/**
 * nodemailer over SMTP when SMTP_URL is set. Otherwise the same message is
 * rendered to RFC 5322 with nodemailer's stream transport and written as one
 * .eml file a message to DATA_DIR/outbox (docs/product/design-decisions.md#mail), and its link logged.
 */
export function createMailer({ from, smtpUrl, dataDir, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      kind: "smtp",
      outboxDir: null,
      sent: [],
      async send(message) {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        log.info({ to: recipient(message), subject: message.subject }, "mail sent");
      },
      close: () => transport.close(),
    };
  }

  const render = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  const outboxDir = dataDir === null ? null : join(dataDir, "outbox");
  const sent: Buffer[] = [];
  return {
    kind: outboxDir ? "outbox" : "memory",
    outboxDir,
    sent,
    async send(message) {
      const info = await render.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      const raw = info.message as Buffer;
      if (!outboxDir) {
        sent.push(raw);
        log.info({ to: recipient(message), subject: message.subject, link: message.link }, "mail kept in memory");
        return;
      }
      await mkdir(outboxDir, { recursive: true });
      // Sortable by time, unique without coordination between replicas.
      const file = join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`,
      );
      await writeFile(file, raw);
      log.info(
        { to: recipient(message), subject: message.subject, link: message.link, file },
        "mail written to the outbox",
      );
    },
    close: () => render.close(),
  };
}

function recipient(message: MailMessage): string {
  return typeof message.to === "string" ? message.to : message.to.address;
}
