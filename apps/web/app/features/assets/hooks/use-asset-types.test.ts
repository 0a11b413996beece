// @vitest-environment jsdom
import { renderHook, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { setupMswServer } from "../../../../test/msw-server";
import { assetTypes, ok } from "../test/fixtures";
import { ASSET_TYPES_STORAGE_KEY } from "../utils/asset-types-storage";
import { typeIdOf, useAssetTypes } from "./use-asset-types";

const server = setupMswServer();

describe("useAssetTypes", () => {
  it("stores the assets-types answer in local storage under assets-type as [{id, type}]", async () => {
    server.use(http.get("*/v1/public/assets-types", () => HttpResponse.json(ok(assetTypes))));
    const { result } = renderHook(() => useAssetTypes());
    expect(typeIdOf(result.current, "Nlps")).toBeUndefined();
    await waitFor(() => expect(result.current.settled).toBe(true));
    expect(result.current.types).toEqual(assetTypes);
    expect(JSON.parse(window.localStorage.getItem(ASSET_TYPES_STORAGE_KEY) ?? "null")).toEqual(assetTypes);
    expect(typeIdOf(result.current, "StepGroups")).toBe("step-groups");
  });

  it("falls back to the stored list when the call fails", async () => {
    window.localStorage.setItem(ASSET_TYPES_STORAGE_KEY, JSON.stringify(assetTypes));
    server.use(http.get("*/v1/public/assets-types", () => HttpResponse.json({}, { status: 503 })));
    const { result } = renderHook(() => useAssetTypes());
    await waitFor(() => expect(result.current.settled).toBe(true));
    expect(result.current.types).toEqual(assetTypes);
  });

  it("settles with no types (sections then show the empty state) when the call fails and nothing is stored", async () => {
    server.use(http.get("*/v1/public/assets-types", () => HttpResponse.error()));
    const { result } = renderHook(() => useAssetTypes());
    await waitFor(() => expect(result.current.settled).toBe(true));
    expect(typeIdOf(result.current, "Nlps")).toBeNull();
  });
});
