import { accountsPaths, SignOutRequestSchema, type SignOutResponse } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import { type AccountsContext, perMinute } from "./accounts-context.js";
import { fieldError } from "./accounts-errors.js";

/**
 * POST /optimize/v1/user/signout (Bearer; docs/product/calls.md#sign-out): revokes the
 * presented access token so it is refused from now on, on every replica.
 */
export function registerSignOut(scope: FastifyInstance, ctx: AccountsContext) {
  scope.post(accountsPaths.signOut, perMinute("signOut"), async (request) => {
    const session = await ctx.accessTokens.authenticate(request);
    const body = SignOutRequestSchema.parse(request.body ?? {});
    if (body.userEmail !== session.user.email) {
      throw fieldError("VALIDATION_FAILED", "userEmail", "This is not the signed-in account.");
    }
    await ctx.accessTokens.revoke(session);
    request.log.info({ userId: session.user.id, licenseId: body.currentLicenseId }, "signed out");
    const answer: SignOutResponse = { status: "Success" };
    return answer;
  });
}
