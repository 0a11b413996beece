import type { Database } from "../../db/client.js";
import type { RecipientThrottle } from "../../mail/recipient-throttle.js";
import type { CaptchaService } from "../captcha/index.js";
import type { AccountMails } from "./account-mails.js";
import { accountsSettings, type RateLimitedCall } from "./accounts-settings.js";
import type { AccessTokens } from "./services/access-tokens.js";
import type { LinkTokens } from "./services/link-tokens.js";
import type { Lockout } from "./services/lockout.js";
import type { PhoneOtp } from "./services/phone-otp.js";
import type { UsersRepository } from "./users-data.js";

/** Everything an accounts endpoint needs, built once in index.ts (tests inject the clock). */
export type AccountsContext = {
  db: Database;
  now: () => Date;
  users: UsersRepository;
  links: LinkTokens;
  otp: PhoneOtp;
  accessTokens: AccessTokens;
  lockout: Lockout;
  mails: AccountMails;
  /** At most one "you already have an account" notice per address per 15 minutes. */
  notices: RecipientThrottle;
  captcha: CaptchaService;
  /** Verified when the e-mail is unknown, so both cases take the same time. */
  decoyHash: Promise<string>;
};

/** Route options for a per-IP limit of `accountsSettings.rateLimits[call]` requests a minute. */
export function perMinute(call: RateLimitedCall) {
  return { config: { rateLimit: { max: accountsSettings.rateLimits[call], timeWindow: 60_000 } } };
}
