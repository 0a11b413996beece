import { site } from "@ignitest/contracts";
import { type RenderedMail, renderMail } from "../../../mail/index.js";

/** The code that confirms a phone-number change. */
export function otpMail(input: { name: string; code: string; phone: string; validMinutes: number }): RenderedMail {
  return renderMail({
    subject: `${input.code} is your ${site.name} verification code`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `Enter this code to change the phone number on your ${site.name} account to ${input.phone}.`,
      `It expires in ${input.validMinutes} minutes. Never share it: ${site.name} will not ask you for it.`,
    ],
    code: input.code,
    footnote: "If you did not ask to change your phone number, someone may know your password: reset it now.",
  });
}
