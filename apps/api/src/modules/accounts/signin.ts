import { accountsPaths, type LoginRecord, SignInRequestSchema } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import { type AccountsContext, perMinute } from "./accounts-context.js";
import { AccountsError, invalidCredentials, waitMessage } from "./accounts-errors.js";
import { describeLicense } from "./services/licenses.js";
import { hashPassword, needsRehash, verifyPassword } from "./services/passwords.js";

/**
 * POST …/signin: the login record (SPEC section 3) on success. A wrong
 * address and a wrong password get the same answer in the same time; a
 * locked (account, IP) pair is refused before the password is looked at.
 */
export function registerSignIn(scope: FastifyInstance, ctx: AccountsContext) {
  scope.post(accountsPaths.signIn, perMinute("signIn"), async (request) => {
    const { email, password } = SignInRequestSchema.parse(request.body ?? {});
    const ip = request.ip;

    const locked = await ctx.lockout.secondsLocked(email, ip);
    if (locked > 0) {
      throw new AccountsError(429, "ACCOUNT_LOCKED", `Too many failed sign-ins. Try again in ${waitMessage(locked)}.`, {
        retryAfterSeconds: locked,
      });
    }

    const user = await ctx.users.findByEmail(email);
    const matches = await verifyPassword(user?.passwordHash ?? (await ctx.decoyHash), password);
    if (!user || !matches) {
      await ctx.lockout.recordFailure(email, ip);
      throw invalidCredentials();
    }
    await ctx.lockout.clear(email, ip);

    if (user.status === "PENDING") {
      throw new AccountsError(
        403,
        "ACCOUNT_NOT_ACTIVATED",
        "Your account is not activated yet. Use the link we e-mailed you, or ask for a new one.",
      );
    }
    if (needsRehash(user.passwordHash)) await ctx.users.rehashPassword(user.id, await hashPassword(password));

    const { token } = await ctx.accessTokens.issue(user);
    const license = describeLicense(await ctx.users.currentLicense(user.id), ctx.now());
    // In the order SPEC section 3 lists the fields.
    const record: LoginRecord = {
      access_token: token,
      name: user.name,
      userName: user.email,
      currentLicenseId: license.currentLicenseId,
      userStatus: user.status === "DISABLED" ? "DISABLED" : "ACTIVE",
      licenseStatus: license.licenseStatus,
      billingCycle: license.billingCycle,
      expires_in: license.expires_in,
    };
    return record;
  });
}
