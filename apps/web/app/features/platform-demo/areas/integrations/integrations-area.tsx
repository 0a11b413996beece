/**
 * The Integrations area (issue 28 item 8; docs/platform-integrations.md): the
 * integrations screen, with what it saves kept in the demo company's data, so
 * it stays after a reload and "Reset demo data" clears it.
 */
import { useMemo, useRef } from "react";
import {
  type IntegrationStore,
  IntegrationsScreen,
  type SavedIntegration,
  type ToolId,
  tools,
} from "~/features/platform-integrations";
import type { AreaProps } from "../../areas";
import type { DemoData } from "../../model";

const isTool = (id: string): id is ToolId => tools.some((tool) => tool.id === id);

function savedOf(data: DemoData): SavedIntegration[] {
  return data.integrations.flatMap((entry) => (isTool(entry.toolId) ? [{ ...entry, toolId: entry.toolId }] : []));
}

export default function IntegrationsArea({ demo: { data, update } }: AreaProps) {
  const latest = useRef(data);
  latest.current = data;
  const store = useMemo<IntegrationStore>(
    () => ({
      async list() {
        return savedOf(latest.current);
      },
      async save(toolId, values) {
        const entry: SavedIntegration = { toolId, values, savedAt: new Date().toISOString() };
        update((current) => ({
          ...current,
          integrations: [...current.integrations.filter((saved) => saved.toolId !== toolId), entry],
        }));
        return entry;
      },
      async remove(toolId) {
        update((current) => ({
          ...current,
          integrations: current.integrations.filter((saved) => saved.toolId !== toolId),
        }));
      },
    }),
    [update],
  );
  // The page's h1 and lead introduce the screen already: no second heading saying the same (docs/platform-demo.md).
  return <IntegrationsScreen store={store} headingLevel={2} intro={false} />;
}
