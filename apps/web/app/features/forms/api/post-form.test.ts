import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { NOT_SENT, postForm, TOO_MANY_REQUESTS } from "./post-form";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const url = "http://api.test/v1/public/demo-requests";
const id = "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f";

describe("postForm", () => {
  it("answers ok with the stored id on 201, after sending the body as JSON", async () => {
    let sent: unknown;
    server.use(
      http.post(url, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ status: "Success", id }, { status: 201 });
      }),
    );
    await expect(postForm(url, { name: "Ada" })).resolves.toEqual({ ok: true, id });
    expect(sent).toEqual({ name: "Ada" });
  });

  it("puts the API's issues on their fields", async () => {
    server.use(
      http.post(url, () =>
        HttpResponse.json(
          {
            statusCode: 400,
            error: "Bad Request",
            message: "email: Enter a valid e-mail address",
            issues: [
              { path: "email", message: "Enter a valid e-mail address" },
              { path: "captcha", message: "This captcha was already used." },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    await expect(postForm(url, {})).resolves.toEqual({
      ok: false,
      status: 400,
      failure: { fields: { email: "Enter a valid e-mail address", captcha: "This captcha was already used." } },
    });
  });

  it("shows the API's message when a 400 names no field", async () => {
    server.use(
      http.post(url, () =>
        HttpResponse.json(
          { statusCode: 400, error: "Bad Request", message: "The request body is not valid JSON." },
          { status: 400 },
        ),
      ),
    );
    const result = await postForm(url, {});
    expect(result).toEqual({ ok: false, status: 400, failure: { message: "The request body is not valid JSON." } });
  });

  it("says to wait a minute on 429", async () => {
    server.use(http.post(url, () => HttpResponse.json({ statusCode: 429 }, { status: 429 })));
    expect(await postForm(url, {})).toEqual({ ok: false, status: 429, failure: { message: TOO_MANY_REQUESTS } });
    expect(TOO_MANY_REQUESTS).toBe("Too many requests, try again in a minute.");
  });

  it("says the request was not sent on a server error or a network failure", async () => {
    server.use(http.post(url, () => HttpResponse.json({ statusCode: 500 }, { status: 500 })));
    expect(await postForm(url, {})).toEqual({ ok: false, status: 500, failure: { message: NOT_SENT } });
    server.use(http.post(url, () => HttpResponse.error()));
    expect(await postForm(url, {})).toEqual({ ok: false, status: null, failure: { message: NOT_SENT } });
  });

  it("sends an Idempotency-Key, the same one when the same answers are sent again after no answer", async () => {
    const keys: Array<string | null> = [];
    let fail = true;
    server.use(
      http.post(url, ({ request }) => {
        keys.push(request.headers.get("Idempotency-Key"));
        if (fail) return HttpResponse.error();
        return HttpResponse.json({ status: "Success", id }, { status: 201 });
      }),
    );
    await expect(postForm(url, { name: "Lin" })).resolves.toMatchObject({ ok: false, status: null });
    fail = false;
    await expect(postForm(url, { name: "Lin" })).resolves.toEqual({ ok: true, id });
    await expect(postForm(url, { name: "Lin" })).resolves.toEqual({ ok: true, id });
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    // Stored: sending the form again is a new submission.
    expect(keys[2]).not.toBe(keys[0]);
  });
});
