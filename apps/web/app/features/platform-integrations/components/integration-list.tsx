/** The cards of the Integrations screen: one a tool, with its status and its Connect or Configure button. */
import { balancedGridClass } from "~/components/sections/balanced-grid";
import { fillTemplate } from "~/lib/fill-template";
import { labels } from "../../../../../../content/pages/platform-integrations";
import type { SavedIntegration } from "../store";
import { type Tool, tools } from "../tools";
import { Heading } from "./heading";

export function IntegrationList({
  saved,
  level,
  onOpen,
}: {
  saved: readonly SavedIntegration[];
  level: number;
  onOpen: (tool: Tool) => void;
}) {
  return (
    <ul aria-label={labels.listLabel} className={`mt-6 gap-4 ${balancedGridClass(tools.length)}`}>
      {tools.map((tool) => {
        const connected = saved.some((entry) => entry.toolId === tool.id);
        const action = connected ? labels.configure : labels.connect;
        return (
          <li
            key={tool.id}
            className="flex flex-col rounded-xl border border-slate-200 bg-surface p-4 shadow-xs"
            data-testid={`integration-${tool.id}`}
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <Heading level={level + 1} className="text-lg font-bold text-slate-900">
                {tool.name}
              </Heading>
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${connected ? "bg-ink-50 text-link" : "bg-slate-50 text-slate-700"}`}
              >
                {connected ? labels.connected : labels.notConnected}
              </span>
            </div>
            <p className="text-sm text-slate-600">{tool.category}</p>
            <p className="mt-2 grow text-sm text-slate-700">{tool.summary}</p>
            <div className="mt-4">
              <button
                type="button"
                id={`open-${tool.id}`}
                className={`btn ${connected ? "btn-secondary" : "btn-primary"} w-full sm:w-auto`}
                aria-label={fillTemplate(labels.buttonName, { action, tool: tool.name })}
                onClick={() => onOpen(tool)}
              >
                {action}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
