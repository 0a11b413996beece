/** The element repository: every saved element with its locator; one can be deleted when no step uses it. */
import { formatLocator } from "../engine";
import type { Project } from "../model";
import { Panel } from "./panel";

export function ElementsPanel({ project, onRemove }: { project: Project; onRemove: (id: string) => void }) {
  const used = new Set(
    project.tests.flatMap((test) =>
      test.type === "web" ? test.steps.flatMap((step) => Object.values(step.inputs)) : [],
    ),
  );
  return (
    <Panel title="Elements" id="elements">
      {project.elements.length === 0 ? (
        <p className="text-sm text-slate-600">No elements yet: pick one with the Finder and add it.</p>
      ) : (
        <ul aria-label="Elements" className="grid gap-1.5">
          {project.elements.map((element) => (
            <li
              key={element.id}
              className="flex items-start justify-between gap-2 rounded-md border border-slate-200 p-2"
            >
              <span className="grid min-w-0 text-sm">
                <span className="font-medium text-slate-900">
                  {element.name} <span className="text-xs font-normal text-slate-600">({element.app})</span>
                </span>
                <code className="break-all text-xs text-slate-700">{formatLocator(element.locator)}</code>
              </span>
              <button
                type="button"
                className="shrink-0 text-sm text-link underline disabled:text-slate-500 disabled:no-underline"
                onClick={() => onRemove(element.id)}
                disabled={used.has(element.id)}
                title={used.has(element.id) ? "A step uses this element" : undefined}
                aria-label={`Delete ${element.name}`}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
