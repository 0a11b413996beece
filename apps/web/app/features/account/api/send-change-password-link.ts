import {
  accountsPaths,
  type SendChangePasswordLinkRequest,
  type SendChangePasswordLinkResponse,
  SendChangePasswordLinkResponseSchema,
} from "@ignitest/contracts";
import { accountRequest } from "./client";

/** POST send-change-pwd-link: mails a reset link if the account exists; answers Success either way. */
export function sendChangePasswordLink(
  request: SendChangePasswordLinkRequest,
): Promise<SendChangePasswordLinkResponse> {
  return accountRequest(accountsPaths.sendChangePasswordLink, {
    json: request,
    response: SendChangePasswordLinkResponseSchema,
  });
}
