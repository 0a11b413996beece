import {
  accountsPaths,
  type ChangePasswordRequest,
  type ChangePasswordResponse,
  ChangePasswordResponseSchema,
} from "@ignitest/contracts";
import { accountRequest } from "./client";

/** POST change-password: sets the new password with the reset link's token and signs out every session. */
export function changePassword(request: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  return accountRequest(accountsPaths.changePassword, { json: request, response: ChangePasswordResponseSchema });
}
