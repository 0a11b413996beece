import {
  accountsPaths,
  type ResendActivationRequest,
  type ResendActivationResponse,
  ResendActivationResponseSchema,
} from "@ignitest/contracts";
import { accountRequest } from "./client";

/** POST activation/resend: mails a new activation link (earlier links stop working). */
export function resendActivation(request: ResendActivationRequest): Promise<ResendActivationResponse> {
  return accountRequest(accountsPaths.resendActivation, { json: request, response: ResendActivationResponseSchema });
}
