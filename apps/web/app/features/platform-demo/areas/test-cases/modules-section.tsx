/** The Scripts tab's left half (module-tree.md): + New Module, Rename and Delete over the module tree, each disabled with its reason. */
import type { Verdict } from "../../access";
import type { DemoProject } from "../../model";
import type { TestManagement } from "./model";
import { ModuleTree } from "./module-tree";

/** An action's verdict and the id of the paragraph that gives its reason when it is refused. */
export type Action = { verdict: Verdict; reasonId: string | undefined };

const toolButton = "btn btn-secondary px-3 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-60";

export function ModulesSection({
  tm,
  project,
  selectedId,
  actions,
  onSelect,
  onNew,
  onRename,
  onDelete,
}: {
  tm: TestManagement;
  project: DemoProject;
  selectedId: string;
  actions: { create: Action; rename: Action; remove: Action };
  onSelect: (moduleId: string) => void;
  onNew: () => void;
  /** The module to rename: the one F2 was pressed on, or (undefined) the selected one. */
  onRename: (moduleId?: string) => void;
  onDelete: () => void;
}) {
  const button = (action: Action, label: string, onClick: () => void) => (
    <button
      type="button"
      className={toolButton}
      disabled={!action.verdict.allowed}
      aria-describedby={action.verdict.allowed ? undefined : action.reasonId}
      onClick={onClick}
    >
      {label}
    </button>
  );
  return (
    <section aria-labelledby="tree-heading" className="min-w-0 rounded-xl border border-slate-200 p-3">
      <h3 id="tree-heading" className="px-1 text-base font-semibold text-slate-900">
        Modules
      </h3>
      <div className="mt-2 flex flex-wrap gap-2 px-1">
        {button(actions.create, "+ New Module", onNew)}
        {button(actions.rename, "Rename", () => onRename())}
        {button(actions.remove, "Delete", onDelete)}
      </div>
      <div className="mt-3">
        <ModuleTree tm={tm} project={project} selectedId={selectedId} onSelect={onSelect} onRename={onRename} />
      </div>
      <p className="mt-3 px-1 text-xs text-slate-600">
        Arrow keys move through the tree; F2 renames the selected module.
      </p>
    </section>
  );
}
