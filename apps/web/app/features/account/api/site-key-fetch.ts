import { accountsPaths, type CaptchaPurpose } from "@ignitest/contracts";
import type { CaptchaChallengeSource } from "~/components/form/captcha-field";
import { config } from "~/site/config";
import { getSiteKey } from "./get-site-key";

/** The challenge address the ALTCHA widget is given; `siteKeyFetch` is what actually loads it. */
export const siteKeyUrl = `${config.APP_API_URL}${accountsPaths.siteKey}`;

/**
 * A `fetch` for the ALTCHA widget. The widget GETs its challenge URL, but the
 * service's site-key call is a POST (docs/product/calls.md#app-management-service) naming the form the
 * challenge is for; this adapter makes the call through the accounts client
 * (bearer, contract check) and hands the widget the Response it expects.
 */
const siteKeyFetch =
  (purpose: CaptchaPurpose): typeof fetch =>
  async (_input, init) => {
    try {
      const challenge = await getSiteKey(purpose, init?.signal ?? undefined);
      return new Response(JSON.stringify(challenge), { headers: { "Content-Type": "application/json" } });
    } catch (error) {
      console.warn("Could not load the captcha challenge", error);
      return new Response(null, { status: 503 });
    }
  };

/** The captcha's challenge source for `CaptchaField`; its solution serves only `purpose`'s form. */
export function siteKeyChallenge(purpose: CaptchaPurpose): CaptchaChallengeSource {
  return { url: siteKeyUrl, fetch: siteKeyFetch(purpose) };
}
