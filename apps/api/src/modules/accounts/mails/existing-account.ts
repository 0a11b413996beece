import { site } from "@ignitest/contracts";
import { type RenderedMail, renderMail } from "../../../mail/index.js";

/**
 * Sent instead of an activation e-mail when someone signs up, or asks for an
 * activation link, with an address whose account is already active. The
 * answer on the site is the same either way (no account enumeration); only the
 * mailbox owner learns the account exists.
 */
export function existingAccountMail(input: {
  name: string;
  reason: "signup" | "activation-resend";
  signInLink: string;
  forgotPasswordLink: string;
}): RenderedMail {
  return renderMail({
    subject:
      input.reason === "signup"
        ? `${site.name}: you already have an account`
        : `${site.name}: your account is already active`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      input.reason === "signup"
        ? `Someone (probably you) tried to sign up for ${site.name} with this e-mail address, but it already has an account.`
        : `Someone (probably you) asked for a new activation link, but your ${site.name} account is already active.`,
      `Sign in with your password, or reset it if you have forgotten it: ${input.forgotPasswordLink}`,
    ],
    action: { label: "Sign in", url: input.signInLink },
    footnote: "If this was not you, you can ignore this e-mail; nothing has changed on your account.",
  });
}
