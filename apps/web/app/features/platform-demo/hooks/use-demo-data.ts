/**
 * The demo data: loaded from the store (the seed when there is none), saved
 * after every change, and still usable in memory when storage is unavailable,
 * as the playground's project is (docs/platform-demo.md#data-model-and-store).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { DemoData } from "../model";
import type { DemoStore } from "../state/demo-store";
import { demoSeed } from "../state/seed";

export type Persistence = "loading" | "saved" | "memory";

export interface DemoDataState {
  data: DemoData;
  persistence: Persistence;
  update: (change: (data: DemoData) => DemoData) => void;
  /** Puts the seed back. */
  reset: () => void;
}

export function useDemoData(store: DemoStore): DemoDataState {
  const [data, setData] = useState<DemoData>(demoSeed);
  const [persistence, setPersistence] = useState<Persistence>("loading");
  const loaded = useRef(false);

  useEffect(() => {
    let cancelled = false;
    store
      .load()
      .then(
        (stored) => ({ stored, ok: true }),
        () => ({ stored: null, ok: false }),
      )
      .then(({ stored, ok }) => {
        if (cancelled) return;
        setData(stored ?? demoSeed());
        setPersistence(ok ? "saved" : "memory");
        loaded.current = true;
      });
    return () => {
      cancelled = true;
    };
  }, [store]);

  useEffect(() => {
    if (!loaded.current || persistence !== "saved") return;
    store.save(data).catch(() => setPersistence("memory"));
  }, [data, persistence, store]);

  const update = useCallback((change: (data: DemoData) => DemoData) => setData(change), []);
  const reset = useCallback(() => setData(demoSeed()), []);
  return { data, persistence, update, reset };
}
