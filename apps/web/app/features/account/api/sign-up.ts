import { accountsPaths, type SignUpRequest, type SignUpResponse, SignUpResponseSchema } from "@ignitest/contracts";
import { accountRequest } from "./client";

/**
 * POST signup. The sign-up form's fields go as multipart/form-data, the way
 * docs/product/calls.md#every-call says form data is sent; the service reads the same names
 * from JSON or multipart. The answer is the same whether or not the address
 * already had an account (docs/accounts-flow.md, "Enumeration").
 */
export function signUp(request: SignUpRequest): Promise<SignUpResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(request)) form.append(name, value);
  return accountRequest(accountsPaths.signUp, { form, response: SignUpResponseSchema });
}
