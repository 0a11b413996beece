import { accountsPaths, EmailExistsRequestSchema, type EmailExistsResponse } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import { type AccountsContext, perMinute } from "./accounts-context.js";

/**
 * POST …/email/exists: the one call that tells whether an address has an
 * account, because /signup needs it. Each question costs a solved captcha
 * (purpose "email-exists") and the per-IP limit caps the rate.
 */
export function registerEmailExists(scope: FastifyInstance, ctx: AccountsContext) {
  scope.post(accountsPaths.emailExists, perMinute("emailExists"), async (request) => {
    const body = EmailExistsRequestSchema.parse(request.body ?? {});
    await ctx.captcha.verify(body.captcha, "email-exists");
    const answer: EmailExistsResponse = { exists: (await ctx.users.findByEmail(body.email)) !== undefined };
    return answer;
  });
}
