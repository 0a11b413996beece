/**
 * Where the demo data is kept: IndexedDB through idb-keyval, one document in a
 * database of the demo's own, parsed with DemoDataSchema when it is read back
 * (docs/platform-demo.md#data-model-and-store). A document that no longer
 * parses counts as none, so the seed takes its place.
 */
import { createStore, del, get, set, type UseStore } from "idb-keyval";
import { type DemoData, DemoDataSchema } from "../model";

const KEY = "demo";

export interface DemoStore {
  /** The stored data, `null` when there is none or it no longer parses; throws when storage is unavailable. */
  load(): Promise<DemoData | null>;
  save(data: DemoData): Promise<void>;
  clear(): Promise<void>;
}

export function parseDemoData(raw: unknown): DemoData | null {
  const parsed = DemoDataSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export function indexedDbDemoStore(): DemoStore {
  let store: UseStore | undefined;
  const open = () => {
    if (typeof indexedDB === "undefined") throw new Error("IndexedDB is not available");
    store ??= createStore("ignitest-platform-demo", "data");
    return store;
  };
  return {
    async load() {
      const raw: unknown = await get(KEY, open());
      return raw === undefined ? null : parseDemoData(raw);
    },
    save: (data) => set(KEY, data, open()),
    clear: () => del(KEY, open()),
  };
}

/** Keeps the data in memory: for tests, and the shape of a store that loses everything on reload. */
export function memoryDemoStore(initial?: unknown): DemoStore & { saved: DemoData | undefined } {
  const state = {
    saved: undefined as DemoData | undefined,
    async load() {
      if (state.saved) return state.saved;
      return initial === undefined ? null : parseDemoData(initial);
    },
    async save(data: DemoData) {
      state.saved = data;
    },
    async clear() {
      state.saved = undefined;
    },
  };
  return state;
}

/** A store that refuses everything, as a private window may: the demo runs on in memory. */
export function unavailableDemoStore(): DemoStore {
  const refuse = () => Promise.reject(new Error("IndexedDB is not available"));
  return { load: refuse, save: refuse, clear: refuse };
}
