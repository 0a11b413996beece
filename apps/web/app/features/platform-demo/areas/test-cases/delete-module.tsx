/**
 * Delete a module (module-tree.md): the dialog lists what it holds (sub-modules, test cases, the
 * suites that use them) and, when it holds test cases, asks what to do with them: move them to
 * another module first (its parent, unless you choose another), or delete them with it (the demo's
 * addition; the docs are silent).
 */
import { useState } from "react";
import { DemoDialog } from "../../components/demo-dialog";
import type { TestManagement, TestModule } from "./model";
import { flatTree, modulePath, subtreeIds } from "./tree";

/** null: delete the test cases with the module; else the module they move to. */
export type CaseFate = string | null;

export function DeleteModule({
  tm,
  module,
  onDelete,
  onClose,
}: {
  tm: TestManagement;
  module: TestModule | null;
  onDelete: (module: TestModule, fate: CaseFate) => void;
  onClose: () => void;
}) {
  const ids = module ? subtreeIds(tm, module.id) : [];
  const targets = module
    ? flatTree(tm, module.projectId).filter(({ module: candidate }) => !ids.includes(candidate.id))
    : [];
  const [move, setMove] = useState(true);
  const [target, setTarget] = useState<string>("");
  const chosen = target || module?.parentId || targets[0]?.module.id || "";
  const cases = tm.cases.filter((testCase) => ids.includes(testCase.moduleId));
  const suites = tm.suites.filter((suite) => suite.caseIds.some((id) => cases.some((testCase) => testCase.id === id)));
  const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  return (
    <DemoDialog
      open={module !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Delete ${module?.name ?? ""}?`}
      description="What the module holds is listed below; deleting cannot be undone in this demo."
    >
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800" data-testid="module-holds">
        <li>{plural(ids.length - 1, "sub-module", "sub-modules")}</li>
        <li>{plural(cases.length, "test case", "test cases")}</li>
        <li>
          {suites.length === 0
            ? "No suite uses them"
            : `Used by ${plural(suites.length, "suite", "suites")}: ${suites.map((suite) => suite.name).join(", ")}`}
        </li>
      </ul>
      {cases.length > 0 && targets.length > 0 ? (
        <fieldset className="mt-4">
          <legend className="font-semibold text-slate-900">What happens to its test cases?</legend>
          <div className="mt-2 space-y-2 text-sm text-slate-900">
            <label className="flex items-start gap-2">
              <input
                type="radio"
                name="case-fate"
                className="mt-1 size-4"
                checked={move}
                onChange={() => setMove(true)}
              />
              <span>Move them to another module (they keep their IDs and results)</span>
            </label>
            <label htmlFor="case-target" className="sr-only">
              Module to move them to
            </label>
            <select
              id="case-target"
              className="ml-6 block max-w-[calc(100%-1.5rem)] rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900"
              value={chosen}
              disabled={!move}
              onChange={(event) => setTarget(event.target.value)}
            >
              {targets.map(({ module: candidate }) => (
                <option key={candidate.id} value={candidate.id}>
                  {modulePath(tm, candidate.id)}
                </option>
              ))}
            </select>
            <label className="flex items-start gap-2">
              <input
                type="radio"
                name="case-fate"
                className="mt-1 size-4"
                checked={!move}
                onChange={() => setMove(false)}
              />
              <span>Delete them with the module (suites drop them)</span>
            </label>
          </div>
        </fieldset>
      ) : null}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-secondary px-4 py-2 text-sm" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn-primary px-4 py-2 text-sm"
          onClick={() => {
            if (module) onDelete(module, cases.length > 0 && move && chosen ? chosen : null);
            onClose();
          }}
        >
          Delete Module
        </button>
      </div>
    </DemoDialog>
  );
}
