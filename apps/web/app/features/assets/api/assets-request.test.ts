// @vitest-environment jsdom
import type { AssetTypesResponse } from "@ignitest/contracts";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { setupMswServer } from "../../../../test/msw-server";
import { assetTypes, ok } from "../test/fixtures";
import { assetsGet, assetsPost } from "./assets-request";

const server = setupMswServer();
const url = "*/v1/public/assets-types";

describe("assetsGet", () => {
  it("returns the body when responseCode is 200 and message SUCCESS", async () => {
    server.use(http.get(url, () => HttpResponse.json(ok(assetTypes))));
    const body = await assetsGet<AssetTypesResponse>("assets-types", {});
    expect(body.responseObject).toEqual(assetTypes);
  });

  it("fails on an HTTP error status", async () => {
    server.use(http.get(url, () => HttpResponse.json({ statusCode: 503, message: "Down" }, { status: 503 })));
    await expect(assetsGet<AssetTypesResponse>("assets-types", {})).rejects.toThrow("HTTP 503");
  });

  it("fails when responseCode is not 200, even with HTTP 200", async () => {
    server.use(http.get(url, () => HttpResponse.json({ ...ok(assetTypes), responseCode: 500 })));
    await expect(assetsGet<AssetTypesResponse>("assets-types", {})).rejects.toThrow("responseCode 500");
  });

  it("fails when message is not SUCCESS", async () => {
    server.use(http.get(url, () => HttpResponse.json({ ...ok(assetTypes), message: "FAILED" })));
    await expect(assetsGet<AssetTypesResponse>("assets-types", {})).rejects.toThrow("message FAILED");
  });

  it("fails on a network error", async () => {
    server.use(http.get(url, () => HttpResponse.error()));
    await expect(assetsGet<AssetTypesResponse>("assets-types", {})).rejects.toThrow();
  });

  it("sends the stored login's bearer token, and no Authorization header without one", async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(url, ({ request }) => {
        seen.push(request.headers.get("authorization"));
        return HttpResponse.json(ok(assetTypes));
      }),
    );
    await assetsGet<AssetTypesResponse>("assets-types", {});
    window.localStorage.setItem("login-user", JSON.stringify({ access_token: "token-1", name: "Asha" }));
    await assetsGet<AssetTypesResponse>("assets-types", {});
    expect(seen).toEqual([null, "Bearer token-1"]);
  });

  it("leaves undefined query values out of the URL", async () => {
    let search = "";
    server.use(
      http.get(url, ({ request }) => {
        search = new URL(request.url).search;
        return HttpResponse.json(ok(assetTypes));
      }),
    );
    await assetsGet("assets-types", { page: 0, typeId: undefined });
    expect(search).toBe("?page=0");
  });
});

describe("assetsPost", () => {
  it("posts JSON and applies the same success rule", async () => {
    let received: unknown;
    server.use(
      http.post(url, async ({ request }) => {
        received = await request.json();
        return HttpResponse.json({ ...ok(assetTypes), message: "ERROR" });
      }),
    );
    await expect(assetsPost("assets-types", { key: "click" })).rejects.toThrow("message ERROR");
    expect(received).toEqual({ key: "click" });
  });
});
