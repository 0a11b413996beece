import { describe, expect, it, vi } from "vitest";
import { indexedDbDemoStore, memoryDemoStore, parseDemoData } from "./demo-store";
import { demoSeed } from "./seed";

describe("the demo store", () => {
  it("keeps what it is given and clears it", async () => {
    const store = memoryDemoStore();
    expect(await store.load()).toBeNull();
    const data = { ...demoSeed(), actingUserId: "u-4" };
    await store.save(data);
    expect(await store.load()).toEqual(data);
    await store.clear();
    expect(await store.load()).toBeNull();
  });

  it("treats stored data that no longer parses as none, so the seed takes its place", async () => {
    expect(parseDemoData({ version: 1, users: [] })).toBeNull();
    expect(
      parseDemoData({
        ...demoSeed(),
        users: [{ id: "u-1", name: "A", email: "not-an-email", roleId: "viewer", status: "Active" }],
      }),
    ).toBeNull();
    expect(await memoryDemoStore({ damaged: true }).load()).toBeNull();
    expect(await memoryDemoStore(demoSeed()).load()).toEqual(demoSeed());
  });

  it("refuses to load where IndexedDB is not available, so the demo runs in memory", async () => {
    vi.stubGlobal("indexedDB", undefined);
    await expect(indexedDbDemoStore().load()).rejects.toThrow("IndexedDB is not available");
  });
});
