import {
  type ActivateRequest,
  type ActivateResponse,
  ActivateResponseSchema,
  accountsPaths,
} from "@ignitest/contracts";
import { accountRequest } from "./client";

/** POST activation/activate: consumes the activation token and starts the trial license. */
export function activateAccount(request: ActivateRequest, signal?: AbortSignal): Promise<ActivateResponse> {
  return accountRequest(accountsPaths.activate, { json: request, response: ActivateResponseSchema, signal });
}
