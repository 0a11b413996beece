import { site } from "@ignitest/contracts";
import { type RenderedMail, renderMail } from "../../../mail/index.js";
import { trialPlan } from "../trial-plan.js";

/** Sent after sign-up (and, with `resent`, on "resend the activation e-mail"). */
export function activationMail(input: {
  name: string;
  link: string;
  validMinutes: number;
  resent?: boolean;
}): RenderedMail {
  return renderMail({
    subject: input.resent ? `Your new ${site.name} activation link` : `Activate your ${site.name} account`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      input.resent
        ? `Here is a new link to activate your ${site.name} account. Links sent earlier no longer work.`
        : `Thank you for signing up for ${site.name}. Activate your account to start your free ${trialPlan.days}-day ${trialPlan.plan} trial; after it, Cloud Basic stays free.`,
      `The link works once and expires in ${input.validMinutes} minutes.`,
    ],
    action: { label: "Activate my account", url: input.link },
    footnote: `If you did not sign up for ${site.name}, ignore this e-mail; the account stays inactive.`,
  });
}
