import { accountsPaths, type CaptchaChallenge, SiteKeyResponseSchema } from "@ignitest/contracts";
import { accountRequest } from "./client";

/** POST site-key (no body): a fresh ALTCHA proof-of-work challenge, valid 10 minutes. */
export function getSiteKey(signal?: AbortSignal): Promise<CaptchaChallenge> {
  return accountRequest(accountsPaths.siteKey, { response: SiteKeyResponseSchema, signal });
}
