import {
  ActivateRequestSchema,
  accountsPaths,
  ChangePasswordRequestSchema,
  ChangePhoneRequestSchema,
  EmailExistsRequestSchema,
  ResendActivationRequestSchema,
  SendChangePasswordLinkRequestSchema,
  SignInRequestSchema,
  SignOutRequestSchema,
  SignUpRequestSchema,
  ValidateUserTokenRequestSchema,
} from "@ignitest/contracts";
import { type AbuseEndpoint, fakeCaptcha } from "./abuse-endpoint.js";

const person = { name: "Ada Lovelace", email: "ada.abuse@example.com" };
const linkToken = "A".repeat(43);

/** The app-management service (src/modules/accounts). */
const rows: AbuseEndpoint[] = [
  {
    method: "POST",
    route: accountsPaths.emailExists,
    input: "body",
    schema: EmailExistsRequestSchema,
    sample: { email: person.email, captcha: fakeCaptcha },
    sampleStatus: 400,
    accepts: [400],
    captcha: true,
  },
  {
    method: "POST",
    route: accountsPaths.signUp,
    input: "body",
    schema: SignUpRequestSchema,
    sample: {
      ...person,
      phone: "+44 20 7946 0958",
      company: "Analytical Engines",
      password: "violet-harbour-kettle-42",
      captcha: fakeCaptcha,
    },
    sampleStatus: 400,
    accepts: [400],
    captcha: true,
  },
  {
    method: "POST",
    route: accountsPaths.signIn,
    input: "body",
    schema: SignInRequestSchema,
    sample: { email: person.email, password: "violet-harbour-kettle-42" },
    sampleStatus: 401,
    // Many wrong passwords for one account: the account throttle's wait (429), then its captcha (400).
    accepts: [401, 429, 400],
    runs: 20,
  },
  {
    method: "POST",
    route: accountsPaths.resendActivation,
    input: "body",
    schema: ResendActivationRequestSchema,
    sample: { email: person.email },
    sampleStatus: 200,
    accepts: [200],
  },
  {
    method: "POST",
    route: accountsPaths.sendChangePasswordLink,
    input: "body",
    schema: SendChangePasswordLinkRequestSchema,
    sample: { email: person.email },
    sampleStatus: 200,
    accepts: [200],
  },
  {
    method: "POST",
    route: accountsPaths.validateUserToken,
    input: "body",
    schema: ValidateUserTokenRequestSchema,
    sample: { token: linkToken, purpose: "ACTIVATION" },
    sampleStatus: 400,
    accepts: [400],
    unknown: { input: { token: linkToken, purpose: "PASSWORD_RESET" }, status: 400 },
  },
  {
    method: "POST",
    route: accountsPaths.activate,
    input: "body",
    schema: ActivateRequestSchema,
    sample: { token: linkToken },
    sampleStatus: 400,
    accepts: [400],
    unknown: { input: { token: linkToken }, status: 400 },
  },
  {
    method: "POST",
    route: accountsPaths.changePassword,
    input: "body",
    schema: ChangePasswordRequestSchema,
    sample: { token: linkToken, password: "violet-harbour-kettle-42" },
    sampleStatus: 400,
    accepts: [400],
    unknown: { input: { token: linkToken, password: "violet-harbour-kettle-42" }, status: 400 },
  },
  {
    method: "POST",
    route: accountsPaths.changePhone,
    input: "body",
    schema: ChangePhoneRequestSchema,
    sample: { phone: "+44 20 7946 0999" },
    sampleStatus: 200,
    // A code for a number that was never sent one, or the number already on the account: 400.
    accepts: [200, 400, 410, 429],
    auth: true,
  },
  {
    method: "POST",
    route: accountsPaths.signOut,
    input: "body",
    schema: SignOutRequestSchema,
    // Another account's address: refused with 400, so the suite's session stays signed in.
    sample: { userEmail: "someone.else@example.com", currentLicenseId: "trial" },
    sampleStatus: 400,
    accepts: [400],
    auth: true,
  },
];

/** Only sign-up reads form data (docs/product/calls.md#every-call: multipart for form data); the other calls answer such a body 415. */
export const accountEndpoints: AbuseEndpoint[] = rows.map((row) =>
  row.route === accountsPaths.signUp ? { ...row, formData: true } : row,
);
