import {
  accountsPaths,
  type ValidateUserTokenRequest,
  type ValidateUserTokenResponse,
  ValidateUserTokenResponseSchema,
} from "@ignitest/contracts";
import { accountRequest } from "./client";

/** POST validate/user-token: is an e-mailed link still good? Reads only; consumes nothing. */
export function validateUserToken(
  request: ValidateUserTokenRequest,
  signal?: AbortSignal,
): Promise<ValidateUserTokenResponse> {
  return accountRequest(accountsPaths.validateUserToken, {
    json: request,
    response: ValidateUserTokenResponseSchema,
    signal,
  });
}
