import { accountsPaths } from "@ignitest/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { siteKeyChallenge, siteKeyUrl } from "./captcha-challenge";

const challenge = {
  parameters: { algorithm: "PBKDF2/SHA-256", nonce: "n", salt: "s", cost: 1000, keyLength: 32, keyPrefix: "00" },
  signature: "sig",
};

afterEach(() => vi.unstubAllGlobals());

describe("siteKeyChallenge", () => {
  it("POSTs the form's purpose to site-key and hands the widget the challenge", async () => {
    const fetchMock = vi.fn(async () => Response.json(challenge));
    vi.stubGlobal("fetch", fetchMock);
    const source = siteKeyChallenge("contact-message");
    expect(source.url).toBe(siteKeyUrl);
    expect(siteKeyUrl.endsWith(accountsPaths.siteKey)).toBe(true);

    const answer = await source.fetch(source.url);

    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual(challenge);
    expect(fetchMock).toHaveBeenCalledWith(
      siteKeyUrl,
      expect.objectContaining({ method: "POST", body: JSON.stringify({ purpose: "contact-message" }) }),
    );
  });

  it.each([
    ["the service fails", async () => new Response(null, { status: 500 })],
    ["the answer breaks the contract", async () => Response.json({ signature: 1 })],
    [
      "the network is down",
      async () => {
        throw new TypeError("Failed to fetch");
      },
    ],
  ])("answers the widget 503 when %s", async (_case, answer) => {
    vi.stubGlobal("fetch", vi.fn(answer));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const source = siteKeyChallenge("signup");
    expect((await source.fetch(source.url)).status).toBe(503);
    expect(warn).toHaveBeenCalled();
  });
});
