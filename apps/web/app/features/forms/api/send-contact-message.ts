import { type ContactMessageInput, formPaths } from "@ignitest/contracts";
import { config } from "~/site/config";
import { postForm } from "./post-form";

/** POST /v1/public/contact-messages: stores the message; the API mails the visitor and sales. */
export function sendContactMessage(message: ContactMessageInput) {
  return postForm(`${config.APP_API_URL}${formPaths.contactMessages}`, message);
}
