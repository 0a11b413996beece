// @vitest-environment jsdom
import { accountsPaths } from "@ignitest/contracts";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { AccountApiError, accountRequest } from "./client";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const Ok = z.object({ status: z.literal("Success") });

function keysSentTo(path: string, statuses: number[]) {
  const keys: Array<string | null> = [];
  server.use(
    http.post(`*${path}`, ({ request }) => {
      keys.push(request.headers.get("Idempotency-Key"));
      const status = statuses[keys.length - 1] ?? 200;
      return HttpResponse.json(status === 200 ? { status: "Success" } : { message: "fault" }, { status });
    }),
  );
  return keys;
}

function signUpForm() {
  const form = new FormData();
  form.append("name", "Jane Doe");
  form.append("email", "jane@example.com");
  return form;
}

describe("accountRequest and Idempotency-Key", () => {
  it("sends sign-up with a key, the same one when the same form is sent again after a 503", async () => {
    const keys = keysSentTo(accountsPaths.signUp, [503, 200, 200]);
    await expect(accountRequest(accountsPaths.signUp, { form: signUpForm(), response: Ok })).rejects.toBeInstanceOf(
      AccountApiError,
    );
    await accountRequest(accountsPaths.signUp, { form: signUpForm(), response: Ok });
    await accountRequest(accountsPaths.signUp, { form: signUpForm(), response: Ok });
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("sends no key on calls that store nothing (sign-in)", async () => {
    const keys = keysSentTo(accountsPaths.signIn, [200]);
    await accountRequest(accountsPaths.signIn, { json: { email: "jane@example.com" }, response: Ok });
    expect(keys).toEqual([null]);
  });
});
