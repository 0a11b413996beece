import { accountsLinkPaths, signInProducts } from "@ignitest/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Mailer, RenderedMail } from "../../mail/index.js";
import { accountsSettings } from "./accounts-settings.js";
import { activationMail } from "./mails/activation.js";
import { existingAccountMail } from "./mails/existing-account.js";
import { otpMail } from "./mails/otp.js";
import { passwordChangedMail } from "./mails/password-changed.js";
import { passwordResetMail } from "./mails/password-reset.js";

type Recipient = { email: string; name: string };

/**
 * The account e-mails, with links into the site (docs/accounts-flow.md).
 * Calls whose answer must not depend on whether the address exists deliver
 * in the background (`later`), so a slow SMTP server cannot reveal it by
 * timing; `settled()` lets tests wait for them.
 */
export function createAccountMails({
  mailer,
  siteOrigin,
  log,
}: {
  mailer: Mailer;
  siteOrigin: string;
  log: FastifyBaseLogger;
}) {
  const pending = new Set<Promise<void>>();
  const url = (path: string, token?: string) => {
    const link = new URL(path, siteOrigin);
    if (token) link.searchParams.set("token", token);
    return link.toString();
  };
  const signInLink = () => url(`/signin?product=${signInProducts.platform}`);
  const forgotPasswordLink = () => url("/forgot-password");
  const linkMinutes = accountsSettings.linkTtlMs / 60_000;

  const send = (to: Recipient, mail: RenderedMail, link?: string) =>
    mailer.send({ to: { name: to.name, address: to.email }, ...mail, ...(link ? { link } : {}) });

  return {
    /** Runs a delivery without holding up the answer; a failure is logged, never shown. */
    later(delivery: () => Promise<void>): void {
      const running = delivery().catch((err: unknown) => log.error({ err }, "account e-mail failed"));
      pending.add(running);
      void running.finally(() => pending.delete(running));
    },

    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },

    activation(to: Recipient, token: string, resent = false) {
      const link = url(accountsLinkPaths.activation, token);
      return send(to, activationMail({ name: to.name, link, validMinutes: linkMinutes, resent }), link);
    },

    passwordReset(to: Recipient, token: string) {
      const link = url(accountsLinkPaths.passwordReset, token);
      return send(to, passwordResetMail({ name: to.name, link, validMinutes: linkMinutes }), link);
    },

    passwordChanged(to: Recipient, changedAt: Date) {
      return send(to, passwordChangedMail({ name: to.name, changedAt, forgotPasswordLink: forgotPasswordLink() }));
    },

    existingAccount(to: Recipient, reason: "signup" | "activation-resend") {
      return send(
        to,
        existingAccountMail({
          name: to.name,
          reason,
          signInLink: signInLink(),
          forgotPasswordLink: forgotPasswordLink(),
        }),
        signInLink(),
      );
    },

    otp(to: Recipient, code: string, phone: string) {
      return send(
        to,
        otpMail({ name: to.name, code, phone, validMinutes: accountsSettings.otpTtlMs / 60_000 }),
        `code ${code}`,
      );
    },
  };
}
export type AccountMails = ReturnType<typeof createAccountMails>;
