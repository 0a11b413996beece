import { accountsPaths, ResendActivationRequestSchema, type ResendActivationResponse } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import { type AccountsContext, perMinute } from "./accounts-context.js";

export const resendAnswer: ResendActivationResponse = {
  status: "Success",
  message: "If an account with this address is waiting for activation, a new activation link is on its way.",
};

/**
 * POST …/activation/resend: one answer for every address. A pending account
 * gets a new link (older ones stop working), an active one a notice that it
 * is already active, each at most once per 15 minutes (whoever asks does not
 * prove they own the address); an unknown address nothing.
 */
export function registerResendActivation(scope: FastifyInstance, ctx: AccountsContext) {
  scope.post(accountsPaths.resendActivation, perMinute("resendActivation"), async (request) => {
    const { email } = ResendActivationRequestSchema.parse(request.body ?? {});
    const user = await ctx.users.findByEmail(email);
    if (user?.status === "PENDING") {
      if (!(await ctx.links.issuedRecently(user.id, "ACTIVATION"))) {
        const token = await ctx.links.issue(user.id, "ACTIVATION");
        ctx.mails.later(() => ctx.mails.activation(user, token, true));
      }
    } else if (user && (await ctx.notices.claim(user.email, "existing-account"))) {
      ctx.mails.later(() => ctx.mails.existingAccount(user, "activation-resend"));
    }
    return resendAnswer;
  });
}
