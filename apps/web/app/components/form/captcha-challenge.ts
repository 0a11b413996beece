import { accountsPaths, type CaptchaPurpose, type SiteKeyRequest, SiteKeyResponseSchema } from "@ignitest/contracts";
import { config } from "~/site/config";
import type { CaptchaChallengeSource } from "./captcha-field";

/** The challenge address the ALTCHA widget is given; `siteKeyFetch` is what actually loads it. */
export const siteKeyUrl = `${config.APP_API_URL}${accountsPaths.siteKey}`;

/**
 * A `fetch` for the ALTCHA widget. The widget GETs its challenge URL, but the
 * service's site-key call is a POST (docs/accounts-flow.md) naming the form the
 * challenge is for; this adapter makes that call, checks the answer against
 * the contract and hands the widget the Response it expects, or a 503 the
 * widget shows as a failed challenge.
 */
const siteKeyFetch =
  (purpose: CaptchaPurpose): typeof fetch =>
  async (_input, init) => {
    try {
      const json: SiteKeyRequest = { purpose };
      const answer = await fetch(siteKeyUrl, {
        method: "POST",
        headers: { Accept: "application/json", "Content-Type": "application/json" },
        body: JSON.stringify(json),
        signal: init?.signal ?? null,
      });
      if (!answer.ok) throw new Error(`site-key answered ${answer.status}`);
      const challenge = SiteKeyResponseSchema.parse(await answer.json());
      return new Response(JSON.stringify(challenge), { headers: { "Content-Type": "application/json" } });
    } catch (error) {
      console.warn("Could not load the captcha challenge", error);
      return new Response(null, { status: 503 });
    }
  };

/**
 * The captcha's challenge source for `CaptchaField`; its solution serves only
 * `purpose`'s form. Shared by the account forms and the sales forms.
 */
export function siteKeyChallenge(purpose: CaptchaPurpose): CaptchaChallengeSource {
  return { url: siteKeyUrl, fetch: siteKeyFetch(purpose) };
}
