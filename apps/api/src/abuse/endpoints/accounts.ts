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
import { type AbuseEndpoint, fakeCaptcha, postBody, refusedCaptcha } from "./abuse-endpoint.js";

const person = { name: "Ada Lovelace", email: "ada.abuse@example.com" };
const password = "violet-harbour-kettle-42";
const linkToken = "A".repeat(43);

/** A link token that was never issued: 400, like the sample's. */
const unknownToken = (input: Record<string, unknown>) => ({ sampleStatus: 400, unknown: { input, status: 400 } });

/** The app-management service (src/modules/accounts). */
export const accountEndpoints: AbuseEndpoint[] = [
  postBody(
    accountsPaths.emailExists,
    EmailExistsRequestSchema,
    { email: person.email, captcha: fakeCaptcha },
    refusedCaptcha,
  ),
  // Only sign-up reads form data (docs/accounts-flow.md); the other calls answer such a body 415.
  postBody(
    accountsPaths.signUp,
    SignUpRequestSchema,
    { ...person, phone: "+44 20 7946 0958", company: "Analytical Engines", password, captcha: fakeCaptcha },
    { ...refusedCaptcha, formData: true },
  ),
  // Many wrong passwords for one account: the account throttle's wait (429), then its captcha (400).
  postBody(
    accountsPaths.signIn,
    SignInRequestSchema,
    { email: person.email, password },
    { sampleStatus: 401, accepts: [401, 429, 400], runs: 20 },
  ),
  postBody(accountsPaths.resendActivation, ResendActivationRequestSchema, { email: person.email }),
  postBody(accountsPaths.sendChangePasswordLink, SendChangePasswordLinkRequestSchema, { email: person.email }),
  postBody(
    accountsPaths.validateUserToken,
    ValidateUserTokenRequestSchema,
    { token: linkToken, purpose: "ACTIVATION" },
    unknownToken({ token: linkToken, purpose: "PASSWORD_RESET" }),
  ),
  postBody(accountsPaths.activate, ActivateRequestSchema, { token: linkToken }, unknownToken({ token: linkToken })),
  postBody(
    accountsPaths.changePassword,
    ChangePasswordRequestSchema,
    { token: linkToken, password },
    unknownToken({ token: linkToken, password }),
  ),
  // A code for a number that was never sent one, or the number already on the account: 400.
  postBody(
    accountsPaths.changePhone,
    ChangePhoneRequestSchema,
    { phone: "+44 20 7946 0999" },
    { accepts: [200, 400, 410, 429], auth: true },
  ),
  // Another account's address: refused with 400, so the suite's session stays signed in.
  postBody(
    accountsPaths.signOut,
    SignOutRequestSchema,
    { userEmail: "someone.else@example.com", currentLicenseId: "trial" },
    { sampleStatus: 400, auth: true },
  ),
];
