// @vitest-environment jsdom
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getCountry } from "./get-country";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("getCountry", () => {
  it("returns the parsed country", async () => {
    server.use(http.get("*/v1/public/country", () => HttpResponse.json({ country: "IN" })));
    await expect(getCountry()).resolves.toEqual({ country: "IN" });
  });

  it("rejects on a non-2xx answer", async () => {
    server.use(http.get("*/v1/public/country", () => new HttpResponse(null, { status: 503 })));
    await expect(getCountry()).rejects.toThrow("HTTP 503");
  });

  it("rejects a body that does not match the contract", async () => {
    server.use(http.get("*/v1/public/country", () => HttpResponse.json({ country: "india" })));
    await expect(getCountry()).rejects.toThrow();
  });
});
