import { site } from "@ignitest/contracts";
import { type RenderedMail, renderMail } from "../../../mail/index.js";

export function passwordResetMail(input: { name: string; link: string; validMinutes: number }): RenderedMail {
  return renderMail({
    subject: `Reset your ${site.name} password`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `We received a request to reset the password of your ${site.name} account.`,
      `The link works once and expires in ${input.validMinutes} minutes.`,
    ],
    action: { label: "Choose a new password", url: input.link },
    footnote: "If you did not ask for this, ignore this e-mail: your password stays as it is.",
  });
}
