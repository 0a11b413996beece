import { accountsPaths, type LoginRecord, type SignInRequest, SignInResponseSchema } from "@ignitest/contracts";
import { accountRequest } from "./client";
import { storeLoginRecord } from "./login-record-storage";

/** POST signin, then store the login record so the header shows the profile at once. */
export async function signIn(request: SignInRequest): Promise<LoginRecord> {
  const record = await accountRequest(accountsPaths.signIn, { json: request, response: SignInResponseSchema });
  storeLoginRecord(record);
  return record;
}
