import {
  accountsPaths,
  type CaptchaChallenge,
  type CaptchaPurpose,
  type SiteKeyRequest,
  SiteKeyResponseSchema,
} from "@ignitest/contracts";
import { accountRequest } from "./client";

/** POST site-key `{ purpose }`: a fresh ALTCHA proof-of-work challenge for one form, valid 10 minutes. */
export function getSiteKey(purpose: CaptchaPurpose, signal?: AbortSignal): Promise<CaptchaChallenge> {
  const json: SiteKeyRequest = { purpose };
  return accountRequest(accountsPaths.siteKey, { json, response: SiteKeyResponseSchema, signal });
}
