import {
  accountsPaths,
  type ChangePhoneRequest,
  type ChangePhoneResponse,
  ChangePhoneResponseSchema,
} from "@ignitest/contracts";
import { accountRequest } from "./client";

/**
 * POST change-phone (Bearer required). `{ phone }` mails a 6-digit code to the
 * account's address; `{ phone, otp }` checks it and saves the number.
 */
export function changePhone(request: ChangePhoneRequest): Promise<ChangePhoneResponse> {
  return accountRequest(accountsPaths.changePhone, { json: request, response: ChangePhoneResponseSchema });
}
