// @vitest-environment jsdom
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { LOGIN_RECORD_KEY } from "../hooks/use-login-record";
import { AccountApiError, accountRequest } from "./client";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const path = "/optimize/v1/public/user/example";
const Ok = z.object({ status: z.literal("Success") });

type Seen = { auth: string | null; type: string | null; body: unknown };

function capture(respond: () => Response = () => HttpResponse.json({ status: "Success" })) {
  const seen: Seen[] = [];
  server.use(
    http.post(`*${path}`, async ({ request }) => {
      const type = request.headers.get("Content-Type");
      let body: unknown = null;
      if (type?.startsWith("application/json")) body = await request.json();
      else if (type?.startsWith("multipart/form-data")) body = Object.fromEntries(await request.formData());
      else body = (await request.text()) || null;
      seen.push({ auth: request.headers.get("Authorization"), type, body });
      return respond();
    }),
  );
  return seen;
}

async function failure(promise: Promise<unknown>): Promise<AccountApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AccountApiError);
  return error as AccountApiError;
}

describe("accountRequest", () => {
  it("sends the bearer token from the stored login record", async () => {
    window.localStorage.setItem(LOGIN_RECORD_KEY, JSON.stringify({ access_token: "jwt-abc", name: "Jane" }));
    const seen = capture();
    await accountRequest(path, { json: { a: 1 }, response: Ok });
    expect(seen[0]?.auth).toBe("Bearer jwt-abc");
  });

  it("sends no Authorization header when nobody is signed in", async () => {
    const seen = capture();
    await accountRequest(path, { json: { a: 1 }, response: Ok });
    expect(seen[0]?.auth).toBeNull();
  });

  it("sends JSON bodies as application/json", async () => {
    const seen = capture();
    await expect(accountRequest(path, { json: { email: "jane@example.com" }, response: Ok })).resolves.toEqual({
      status: "Success",
    });
    expect(seen[0]).toMatchObject({ type: "application/json", body: { email: "jane@example.com" } });
  });

  it("sends form data as multipart/form-data with its fields", async () => {
    const seen = capture();
    const form = new FormData();
    form.append("name", "Jane Doe");
    form.append("email", "jane@example.com");
    await accountRequest(path, { form, response: Ok });
    expect(seen[0]?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.body).toEqual({ name: "Jane Doe", email: "jane@example.com" });
  });

  it("sends no body when there is none", async () => {
    const seen = capture();
    await accountRequest(path, { response: Ok });
    expect(seen[0]).toMatchObject({ type: null, body: null });
  });

  it("turns an ApiError body into a typed error with its code and field issues", async () => {
    capture(() =>
      HttpResponse.json(
        {
          statusCode: 400,
          error: "Bad Request",
          message: "Use at least 12 characters.",
          code: "VALIDATION_FAILED",
          issues: [{ path: "password", message: "Use at least 12 characters." }],
        },
        { status: 400 },
      ),
    );
    const error = await failure(accountRequest(path, { json: {}, response: Ok }));
    expect(error).toMatchObject({
      status: 400,
      code: "VALIDATION_FAILED",
      message: "Use at least 12 characters.",
      issues: [{ path: "password", message: "Use at least 12 characters." }],
    });
  });

  it("reads Retry-After on a locked account", async () => {
    capture(() =>
      HttpResponse.json(
        {
          statusCode: 429,
          error: "Too Many Requests",
          message: "Too many failed sign-ins. Try again in 2 minutes.",
          code: "ACCOUNT_LOCKED",
        },
        { status: 429, headers: { "Retry-After": "120" } },
      ),
    );
    const error = await failure(accountRequest(path, { json: {}, response: Ok }));
    expect(error).toMatchObject({ status: 429, code: "ACCOUNT_LOCKED", retryAfterSeconds: 120 });
  });

  it("gives a plain message when the server fails without an ApiError body", async () => {
    capture(() => new HttpResponse("<html>Bad gateway</html>", { status: 502 }));
    const error = await failure(accountRequest(path, { json: {}, response: Ok }));
    expect(error.status).toBe(502);
    expect(error.code).toBeUndefined();
    expect(error.message).toBe("Something went wrong on our side. Please try again in a moment.");
  });

  it("says the server could not be reached when the request fails", async () => {
    server.use(http.post(`*${path}`, () => HttpResponse.error()));
    const error = await failure(accountRequest(path, { json: {}, response: Ok }));
    expect(error.unreachable).toBe(true);
    expect(error.message).toMatch(/could not reach the server/);
  });

  it("rejects an answer that does not match the contract", async () => {
    capture(() => HttpResponse.json({ status: "Maybe" }));
    await expect(accountRequest(path, { json: {}, response: Ok })).rejects.toThrow(z.ZodError);
  });
});
