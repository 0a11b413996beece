import { accountsPaths, ValidateUserTokenRequestSchema, type ValidateUserTokenResponse } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import { type AccountsContext, perMinute } from "./accounts-context.js";
import { linkInvalid, linkUsed } from "./accounts-errors.js";

/**
 * POST …/validate/user-token: can this link still be used? Only reads, so a
 * mail scanner that opens the link spends nothing. LINK_INVALID (400),
 * LINK_EXPIRED or LINK_USED (410) tell the page where to go.
 */
export function registerValidateUserToken(scope: FastifyInstance, ctx: AccountsContext) {
  scope.post(accountsPaths.validateUserToken, perMinute("validateUserToken"), async (request) => {
    const { token, purpose } = ValidateUserTokenRequestSchema.parse(request.body ?? {});
    const row = await ctx.links.inspect(token, purpose);
    const user = await ctx.users.findById(row.userId);
    if (!user) throw linkInvalid();
    // An account activated some other way reads as "already activated".
    if (purpose === "ACTIVATION" && user.status !== "PENDING") throw linkUsed();
    const answer: ValidateUserTokenResponse = {
      status: "Valid",
      purpose,
      email: user.email,
      expiresAt: row.expiresAt.toISOString(),
    };
    return answer;
  });
}
