import { createHmac, randomBytes } from "node:crypto";
import rateLimit from "@fastify/rate-limit";
import { accountsPaths } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.js";
import type { Env } from "../../env.js";
import { registerCodedErrors } from "../../http/coded-error.js";
import { pgRateLimitStore } from "../../http/pg-rate-limit-store.js";
import { createRecipientThrottle } from "../../mail/recipient-throttle.js";
import { createAccountMails } from "./account-mails.js";
import type { AccountsContext } from "./accounts-context.js";
import { AccountsError } from "./accounts-errors.js";
import { accountsSettings } from "./accounts-settings.js";
import { registerActivate } from "./activate.js";
import { registerChangePassword } from "./change-password.js";
import { registerChangePhone } from "./change-phone.js";
import { registerEmailExists } from "./email-exists.js";
import { registerFormData, translateFormDataError } from "./form-data.js";
import { createLockoutRepository } from "./lockout-data.js";
import { registerResendActivation } from "./resend-activation.js";
import { registerSendChangePasswordLink } from "./send-change-password-link.js";
import { type AccessTokens, createAccessTokens } from "./services/access-tokens.js";
import { createLinkTokens } from "./services/link-tokens.js";
import { createLockout } from "./services/lockout.js";
import { createDecoyHash } from "./services/passwords.js";
import { createPhoneOtp } from "./services/phone-otp.js";
import { createSessionsRepository } from "./sessions-data.js";
import { registerSignIn } from "./signin.js";
import { registerSignOut } from "./signout.js";
import { registerSignUp } from "./signup.js";
import { createTokensRepository } from "./tokens-data.js";
import { createUsersRepository } from "./users-data.js";
import { registerValidateUserToken } from "./validate-user-token.js";

/** Every path of the app-management service starts so (docs/product/calls.md#app-management-service). */
const accountsServicePrefix = "/optimize/";

export type { AccessTokens };

/** The settings the accounts service reads. */
export type AccountsEnv = Pick<Env, "JWT_SECRET" | "SITE_ORIGIN">;

export type AccountsOptions = {
  db: Database;
  env: AccountsEnv;
  /** The clock of every expiry and lock-out decision; tests move it instead of sleeping. */
  now?: () => Date;
};

/**
 * The app-management service (docs/product/calls.md#app-management-service): /optimize/v1/public/user/… and
 * /optimize/v1/user/signout, in one scope with its own rate limits, multipart
 * parser and coded errors. Needs registerMail and registerCaptcha first.
 * Returns the context so tests can reach the clock-driven services.
 */
export async function registerAccounts(app: FastifyInstance, { db, env, now = () => new Date() }: AccountsOptions) {
  if (!app.hasDecorator("mailer") || !app.hasDecorator("captcha")) {
    throw new Error("registerAccounts needs registerMail and registerCaptcha to run first");
  }
  if (!env.JWT_SECRET) {
    app.log.warn(
      "JWT_SECRET is not set: using a random key for this process (sign-ins end on restart; set it for replicas)",
    );
  }
  const jwtSecret = env.JWT_SECRET ?? randomBytes(32).toString("base64url");
  const users = createUsersRepository(db);
  const tokens = createTokensRepository(db);
  const ctx: AccountsContext = {
    db,
    now,
    users,
    links: createLinkTokens({ tokens, now }),
    otp: createPhoneOtp({ tokens, now, key: createHmac("sha256", jwtSecret).update("phone-otp").digest() }),
    accessTokens: createAccessTokens({
      secret: new TextEncoder().encode(jwtSecret),
      now,
      sessions: createSessionsRepository(db),
      users,
    }),
    lockout: createLockout({
      repository: createLockoutRepository(db, {
        maxAddressesPerAccount: accountsSettings.lockout.maxAddressesPerAccount,
      }),
      now,
    }),
    mails: createAccountMails({
      mailer: app.mailer,
      siteOrigin: env.SITE_ORIGIN,
      log: app.log,
    }),
    notices: createRecipientThrottle(db, now),
    captcha: app.captcha,
    decoyHash: createDecoyHash(),
  };
  // Do not let the process exit (or a test end) with an e-mail half written.
  app.addHook("onClose", () => ctx.mails.settled());
  // Answers of this service carry access tokens, account data or answers about them: never stored by a
  // browser or a shared cache, errors and unknown /optimize/ paths included.
  app.addHook("onSend", async (request, reply) => {
    if (request.url.startsWith(accountsServicePrefix)) reply.header("Cache-Control", "no-store");
  });

  await app.register(async (scope) => {
    registerCodedErrors(scope, "VALIDATION_FAILED", translateFormDataError);
    await scope.register(rateLimit, {
      global: false,
      // In the database, so every replica counts toward the same limit.
      store: pgRateLimitStore(db),
      errorResponseBuilder: (_request, context) =>
        new AccountsError(429, "RATE_LIMITED", `Too many requests from your network. Try again in ${context.after}.`),
    });
    await registerFormData(scope, [accountsPaths.signUp]);

    registerEmailExists(scope, ctx);
    registerSignUp(scope, ctx);
    registerResendActivation(scope, ctx);
    registerValidateUserToken(scope, ctx);
    registerActivate(scope, ctx);
    registerChangePhone(scope, ctx);
    registerSignIn(scope, ctx);
    registerSendChangePasswordLink(scope, ctx);
    registerChangePassword(scope, ctx);
    registerSignOut(scope, ctx);
  });
  return ctx;
}
