/** The demo data, kept in the browser as the playground's project is (docs/platform-demo.md#data-model-and-store). */
import { type Persistence, usePersistedDocument } from "~/lib/use-persisted-document";
import type { DemoData } from "../model";
import type { DemoStore } from "../state/demo-store";
import { demoSeed } from "../state/seed";

export type { Persistence };

export interface DemoDataState {
  data: DemoData;
  persistence: Persistence;
  update: (change: (data: DemoData) => DemoData) => void;
  /** Puts the seed back. */
  reset: () => void;
}

export function useDemoData(store: DemoStore): DemoDataState {
  const { document, persistence, update, reset } = usePersistedDocument(store, demoSeed);
  return { data: document, persistence, update, reset };
}
