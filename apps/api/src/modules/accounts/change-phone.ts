import { accountsPaths, ChangePhoneRequestSchema, type ChangePhoneResponse } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.js";
import { type AccountsContext, perMinute } from "./accounts-context.js";
import { AccountsError, fieldError } from "./accounts-errors.js";
import { accountsSettings } from "./accounts-settings.js";

/**
 * POST …/change-phone (Bearer). `{ phone }` e-mails a 6-digit code to the
 * account's address; `{ phone, otp }` checks it and saves the number. The
 * code goes by e-mail because no SMS gateway is configured: it proves the
 * request comes from the owner of the account's mailbox.
 */
export function registerChangePhone(scope: FastifyInstance, ctx: AccountsContext) {
  scope.post(accountsPaths.changePhone, perMinute("changePhone"), async (request) => {
    const { user } = await ctx.accessTokens.authenticate(request);
    const body = ChangePhoneRequestSchema.parse(request.body ?? {});
    if (user.status !== "ACTIVE") {
      throw new AccountsError(403, "ACCOUNT_DISABLED", "This account is disabled, so its details cannot be changed.");
    }

    if (body.otp === undefined) {
      if (body.phone === user.phone) {
        throw fieldError("VALIDATION_FAILED", "phone", "This is already the number on your account.");
      }
      const { code } = await ctx.otp.issue(user.id, body.phone);
      await ctx.mails.otp(user, code, body.phone);
      const sent: ChangePhoneResponse = {
        status: "OtpSent",
        phone: body.phone,
        otpExpiresIn: accountsSettings.otpTtlMs / 1000,
        attemptsAllowed: accountsSettings.otpMaxAttempts,
      };
      return sent;
    }

    const row = await ctx.otp.check(user.id, body.phone, body.otp);
    await ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      await ctx.otp.consume(tx, row);
      await ctx.users.setPhone(tx, user.id, body.phone);
    });
    const changed: ChangePhoneResponse = { status: "Success", phone: body.phone };
    return changed;
  });
}
