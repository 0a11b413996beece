import {
  accountsPaths,
  SendChangePasswordLinkRequestSchema,
  type SendChangePasswordLinkResponse,
} from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import { type AccountsContext, perMinute } from "./accounts-context.js";

export const resetLinkAnswer: SendChangePasswordLinkResponse = {
  status: "Success",
  message: "If an account uses this address, a link to choose a new password is on its way. It works for 30 minutes.",
};

/**
 * POST …/send-change-pwd-link ("forgot password"): one answer for every
 * address. An account gets a reset link (at most one a minute); one not yet
 * activated gets its activation link instead, since it has nothing to reset.
 */
export function registerSendChangePasswordLink(scope: FastifyInstance, ctx: AccountsContext) {
  scope.post(accountsPaths.sendChangePasswordLink, perMinute("sendChangePasswordLink"), async (request) => {
    const { email } = SendChangePasswordLinkRequestSchema.parse(request.body ?? {});
    const user = await ctx.users.findByEmail(email);
    if (user) {
      const purpose = user.status === "PENDING" ? "ACTIVATION" : "PASSWORD_RESET";
      if (!(await ctx.links.issuedRecently(user.id, purpose))) {
        const token = await ctx.links.issue(user.id, purpose);
        ctx.mails.later(() =>
          purpose === "ACTIVATION" ? ctx.mails.activation(user, token, true) : ctx.mails.passwordReset(user, token),
        );
      }
    }
    return resetLinkAnswer;
  });
}
