import { site } from "@ignitest/contracts";
import { type RenderedMail, renderMail } from "../../../mail/index.js";

/** Sent after the password was changed; every session was signed out. */
export function passwordChangedMail(input: {
  name: string;
  changedAt: Date;
  forgotPasswordLink: string;
}): RenderedMail {
  return renderMail({
    subject: `Your ${site.name} password was changed`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `The password of your ${site.name} account was changed on ${input.changedAt.toUTCString()}.`,
      "For your safety we signed you out everywhere; sign in again with the new password.",
    ],
    action: { label: "Not you? Reset your password", url: input.forgotPasswordLink },
    footnote: "If you made this change, there is nothing else to do.",
  });
}
