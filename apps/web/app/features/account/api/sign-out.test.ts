// @vitest-environment jsdom
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LOGIN_RECORD_KEY, type LoginRecord } from "../hooks/use-login-record";
import { signOut, signOutPath } from "./sign-out";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const record: LoginRecord = {
  access_token: "token-123",
  name: "Jane Doe",
  userName: "jane@example.com",
  currentLicenseId: "lic-9",
};

function store() {
  window.localStorage.setItem(LOGIN_RECORD_KEY, JSON.stringify(record));
}

describe("signOut", () => {
  it("posts the e-mail and license with the bearer token, then clears the record and goes home", async () => {
    store();
    let seen: { auth: string | null; body: unknown } | undefined;
    server.use(
      http.post(`*${signOutPath}`, async ({ request }) => {
        seen = { auth: request.headers.get("Authorization"), body: await request.json() };
        return HttpResponse.json({ status: "Success" });
      }),
    );
    const goHome = vi.fn();

    await expect(signOut(record, { goHome })).resolves.toBe(true);

    expect(seen).toEqual({
      auth: "Bearer token-123",
      body: { userEmail: "jane@example.com", currentLicenseId: "lic-9" },
    });
    expect(window.localStorage.getItem(LOGIN_RECORD_KEY)).toBeNull();
    expect(goHome).toHaveBeenCalledOnce();
  });

  it("accepts the status nested under data", async () => {
    store();
    server.use(http.post(`*${signOutPath}`, () => HttpResponse.json({ data: { status: "Success" } })));
    const goHome = vi.fn();

    await expect(signOut(record, { goHome })).resolves.toBe(true);
    expect(goHome).toHaveBeenCalledOnce();
  });

  it("only logs to the console when the service does not answer Success", async () => {
    store();
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    server.use(http.post(`*${signOutPath}`, () => HttpResponse.json({ status: "Failure" }, { status: 401 })));
    const goHome = vi.fn();

    await expect(signOut(record, { goHome })).resolves.toBe(false);

    expect(consoleError).toHaveBeenCalledOnce();
    expect(window.localStorage.getItem(LOGIN_RECORD_KEY)).not.toBeNull();
    expect(goHome).not.toHaveBeenCalled();
  });

  it("only logs to the console when the request fails", async () => {
    store();
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    server.use(http.post(`*${signOutPath}`, () => HttpResponse.error()));
    const goHome = vi.fn();

    await expect(signOut(record, { goHome })).resolves.toBe(false);

    expect(consoleError).toHaveBeenCalledOnce();
    expect(window.localStorage.getItem(LOGIN_RECORD_KEY)).not.toBeNull();
    expect(goHome).not.toHaveBeenCalled();
  });
});
