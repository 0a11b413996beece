/**
 * Where the Integrations screen keeps what was saved (docs/platform-integrations.md#store).
 * The screen only knows this interface; the demo shell may back it with
 * IndexedDB, and `createMemoryIntegrationStore` keeps it in memory.
 */
import type { IntegrationValues } from "./schema";
import type { ToolId } from "./tools";

export type SavedIntegration = { toolId: ToolId; values: IntegrationValues; savedAt: string };

export interface IntegrationStore {
  /** Every saved integration, at most one a tool. */
  list(): Promise<SavedIntegration[]>;
  /** Saves a tool's settings, replacing what it had. */
  save(toolId: ToolId, values: IntegrationValues): Promise<SavedIntegration>;
  /** Forgets a tool's settings (Disconnect). */
  remove(toolId: ToolId): Promise<void>;
}

/** A store in memory, optionally seeded; `now` is for tests. */
export function createMemoryIntegrationStore(
  seed: readonly SavedIntegration[] = [],
  now: () => Date = () => new Date(),
): IntegrationStore {
  const saved = new Map(seed.map((entry) => [entry.toolId, structuredClone(entry)]));
  return {
    async list() {
      return [...saved.values()].map((entry) => structuredClone(entry));
    },
    async save(toolId, values) {
      const entry: SavedIntegration = { toolId, values: structuredClone(values), savedAt: now().toISOString() };
      saved.set(toolId, entry);
      return structuredClone(entry);
    },
    async remove(toolId) {
      saved.delete(toolId);
    },
  };
}
