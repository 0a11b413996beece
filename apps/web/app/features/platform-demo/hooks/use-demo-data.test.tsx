import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { memoryDemoStore, unavailableDemoStore } from "../state/demo-store";
import { demoSeed } from "../state/seed";
import { useDemoData } from "./use-demo-data";

describe("useDemoData", () => {
  it("starts from the seed when nothing is stored, saves every change, and Reset brings the seed back", async () => {
    const store = memoryDemoStore();
    const { result } = renderHook(() => useDemoData(store));
    await waitFor(() => expect(result.current.persistence).toBe("saved"));
    expect(result.current.data).toEqual(demoSeed());

    act(() => result.current.update((data) => ({ ...data, actingUserId: "u-4" })));
    await waitFor(() => expect(store.saved?.actingUserId).toBe("u-4"));
    act(() => result.current.reset());
    await waitFor(() => expect(store.saved).toEqual(demoSeed()));
  });

  it("loads what was stored", async () => {
    const store = memoryDemoStore({ ...demoSeed(), actingUserId: "u-3" });
    const { result } = renderHook(() => useDemoData(store));
    await waitFor(() => expect(result.current.data.actingUserId).toBe("u-3"));
  });

  it("runs on in memory when the store refuses, and still takes changes", async () => {
    const { result } = renderHook(() => useDemoData(unavailableDemoStore()));
    await waitFor(() => expect(result.current.persistence).toBe("memory"));
    act(() => result.current.update((data) => ({ ...data, actingUserId: "u-5" })));
    expect(result.current.data.actingUserId).toBe("u-5");
  });
});
