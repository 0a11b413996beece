import {
  accountsPaths,
  type EmailExistsRequest,
  type EmailExistsResponse,
  EmailExistsResponseSchema,
} from "@ignitest/contracts";
import { accountRequest } from "./client";

/** POST email/exists: whether an account already uses the address. Costs one solved captcha. */
export function checkEmailExists(request: EmailExistsRequest): Promise<EmailExistsResponse> {
  return accountRequest(accountsPaths.emailExists, { json: request, response: EmailExistsResponseSchema });
}
