import { accountsPaths, type LoginRecord, SignInRequestSchema } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import { type AccountsContext, perMinute } from "./accounts-context.js";
import { AccountsError, invalidCredentials, secondsMessage, waitMessage } from "./accounts-errors.js";
import { describeLicense } from "./services/licenses.js";
import { checkPassword, hashPassword, needsRehash } from "./services/passwords.js";

/**
 * POST …/signin: the login record (docs/product/data.md#login-record) on success. A wrong
 * address and a wrong password get the same answer in the same time; a
 * locked (account, IP) pair is refused before the password is looked at, and
 * so is an attempt the account throttle holds back (a wait, then a captcha).
 */
export function registerSignIn(scope: FastifyInstance, ctx: AccountsContext) {
  scope.post(accountsPaths.signIn, perMinute("signIn"), async (request) => {
    const { email, password, captcha } = SignInRequestSchema.parse(request.body ?? {});
    const ip = request.ip;

    const locked = await ctx.lockout.secondsLocked(email, ip);
    if (locked > 0) {
      throw new AccountsError(429, "ACCOUNT_LOCKED", `Too many failed sign-ins. Try again in ${waitMessage(locked)}.`, {
        retryAfterSeconds: locked,
      });
    }
    const gate = await ctx.lockout.accountGate(email);
    if (gate.waitSeconds > 0) {
      throw new AccountsError(
        429,
        "SIGN_IN_DELAYED",
        `This account had many failed sign-ins. Try again in ${secondsMessage(gate.waitSeconds)}.`,
        { retryAfterSeconds: gate.waitSeconds },
      );
    }
    if (gate.captchaRequired) {
      if (captcha === undefined) {
        throw new AccountsError(
          400,
          "CAPTCHA_REQUIRED",
          "This account had many failed sign-ins. Complete the security check and sign in again.",
        );
      }
      await ctx.captcha.verify(captcha, "signin");
    }

    const user = await ctx.users.findByEmail(email);
    const { matches, legacy } = await checkPassword(user?.passwordHash ?? (await ctx.decoyHash), password);
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
    if (legacy || needsRehash(user.passwordHash)) await ctx.users.rehashPassword(user.id, await hashPassword(password));

    const { token } = await ctx.accessTokens.issue(user);
    const license = describeLicense(await ctx.users.currentLicense(user.id), ctx.now());
    // In the order docs/product/data.md#login-record lists the fields.
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
