import { accountsPaths, ChangePasswordRequestSchema, type ChangePasswordResponse } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.js";
import { type AccountsContext, perMinute } from "./accounts-context.js";
import { fieldError, linkInvalid } from "./accounts-errors.js";
import { passwordProblem } from "./services/password-policy.js";
import { hashPassword } from "./services/passwords.js";

/**
 * POST …/change-password with the token of a reset link. Spends the link,
 * sets the password, signs out every session issued before (their password version is stale),
 * lifts sign-in lock-outs of the account and e-mails a notice.
 */
export function registerChangePassword(scope: FastifyInstance, ctx: AccountsContext) {
  scope.post(accountsPaths.changePassword, perMinute("changePassword"), async (request) => {
    const { token, password } = ChangePasswordRequestSchema.parse(request.body ?? {});
    const row = await ctx.links.inspect(token, "PASSWORD_RESET");
    const user = await ctx.users.findById(row.userId);
    if (!user) throw linkInvalid();
    const problem = passwordProblem(password, { email: user.email, name: user.name });
    if (problem) throw fieldError("PASSWORD_REJECTED", "password", problem);

    const passwordHash = await hashPassword(password);
    const changedAt = ctx.now();
    await ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      await ctx.links.consume(tx, row);
      await ctx.users.setPassword(tx, user.id, passwordHash, changedAt);
    });
    await ctx.lockout.clear(user.email);
    ctx.mails.later(() => ctx.mails.passwordChanged(user, changedAt));
    const answer: ChangePasswordResponse = { status: "Success" };
    return answer;
  });
}
