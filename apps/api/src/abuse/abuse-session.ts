import { accountsPaths, type LoginRecord, LoginRecordSchema } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import { readSentMail } from "../mail/index.js";
import { solveCaptcha } from "../test/solve-captcha.js";
import type { AbuseClient } from "./abuse-client.js";

/** Valid for every contract (no control characters, within the lengths) and hostile everywhere else. */
export const hostileName = `Robert'); DROP TABLE users;-- <script>alert(1)</script> 💥`.slice(0, 100);
export const hostileCompany = `" OR ""=" {"$gt": ""} ../../etc/passwd ﬁİß`;

/**
 * An activated, signed-in account whose name and company are injection
 * strings, made the way a visitor makes one: a captcha solved at production
 * difficulty, sign-up, the e-mailed activation link, sign-in. Solved
 * captchas for the two sales forms are returned too (a solution serves only
 * the form it was made for).
 */
export async function signUpHostileAccount(app: FastifyInstance, client: AbuseClient) {
  const captcha = await solveCaptcha(app, "signup");
  const formCaptchas = {
    demoRequest: await solveCaptcha(app, "demo-request"),
    contactMessage: await solveCaptcha(app, "contact-message"),
  };
  const email = `abuse.${Date.now().toString(36)}@example.com`;
  const password = "violet-harbour-kettle-42";
  const signUp = await client.send({
    method: "POST",
    url: accountsPaths.signUp,
    payload: { name: hostileName, email, phone: "+44 20 7946 0958", company: hostileCompany, password, captcha },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);

  const activation = await waitForMail(app, email, /\/user-activated\?token=([A-Za-z0-9_-]{43})/);
  const activate = await client.send({
    method: "POST",
    url: accountsPaths.activate,
    payload: { token: activation.token },
  });
  if (activate.statusCode !== 200) throw new Error(`activation failed: ${activate.statusCode} ${activate.body}`);

  const signIn = await client.send({ method: "POST", url: accountsPaths.signIn, payload: { email, password } });
  const record: LoginRecord = LoginRecordSchema.parse(signIn.json());
  return { email, record, formCaptchas, activationMailHtml: activation.html };
}

/** Mail goes out in the background: wait (briefly) for the message to `to` whose text matches. */
async function waitForMail(app: FastifyInstance, to: string, pattern: RegExp) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    for (const message of await readSentMail(app)) {
      const match = message.to.includes(to) ? pattern.exec(message.text) : null;
      if (match?.[1]) return { token: match[1], html: message.html };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail matching ${pattern} reached ${to}`);
}
