import { ActivateRequestSchema, type ActivateResponse, accountsPaths } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.js";
import { type AccountsContext, perMinute } from "./accounts-context.js";
import { linkUsed } from "./accounts-errors.js";
import { trialLicense } from "./services/licenses.js";

/**
 * POST …/activation/activate: spends the activation link and, in the same
 * transaction, makes the account ACTIVE and starts its trial licence.
 */
export function registerActivate(scope: FastifyInstance, ctx: AccountsContext) {
  scope.post(accountsPaths.activate, perMinute("activate"), async (request) => {
    const { token } = ActivateRequestSchema.parse(request.body ?? {});
    const row = await ctx.links.inspect(token, "ACTIVATION");
    const user = await ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      await ctx.links.consume(tx, row);
      const at = ctx.now();
      const activated = await ctx.users.activate(tx, row.userId, at, trialLicense(at));
      // Activated some other way meanwhile: the link reads as used, and nothing is written.
      if (!activated) throw linkUsed();
      return activated;
    });
    const answer: ActivateResponse = { status: "Success", email: user.email };
    return answer;
  });
}
