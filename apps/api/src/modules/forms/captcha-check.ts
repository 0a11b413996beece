import type { FastifyInstance } from "fastify";
import { HttpError } from "../../http/errors.js";
import { CaptchaError, verifyCaptcha } from "../captcha/index.js";

/**
 * The shared captcha check, with its failure reported on the `captcha` field
 * (`issues`), the way the forms show every other field error. A solution is
 * accepted once per form, so a replayed payload fails here too.
 */
export async function checkFormCaptcha(
  app: FastifyInstance,
  payload: string,
  purpose: "demo-request" | "contact-message",
) {
  try {
    await verifyCaptcha(app, payload, purpose);
  } catch (error) {
    if (error instanceof CaptchaError) {
      throw new HttpError(400, `captcha: ${error.message}`, [{ path: "captcha", message: error.message }]);
    }
    throw error;
  }
}
