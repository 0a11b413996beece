/**
 * Test Development › Scripts for manual test cases (module-tree.md, manual-test-cases.md): the module
 * tree on the left, the selected module's test cases on the right; New Module, Rename, Delete, New
 * Script, Edit, Import and Export Module. What the acting user may not do is disabled with the reason.
 */
import { useState } from "react";
import type { Verdict } from "../../access";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { DemoDialog } from "../../components/demo-dialog";
import type { DemoProject } from "../../model";
import { CaseForm } from "./case-form";
import { CasesTable } from "./cases-table";
import { CaseReasons, CasesToolbar } from "./cases-toolbar";
import { type CaseFate, DeleteModule } from "./delete-module";
import { ExportDialog } from "./export-dialog";
import type { CaseFields } from "./forms";
import { ImportDialog } from "./import-dialog";
import { nextNumber, type TestCase, type TestManagement, type TestModule } from "./model";
import { type ModuleFields, ModuleForm } from "./module-form";
import { ModulesSection } from "./modules-section";
import { childrenOf, isRoot, subtreeIds } from "./tree";

export type Permissions = { view: Verdict; create: Verdict; edit: Verdict; remove: Verdict };

type Dialog =
  | { kind: "module"; editing?: TestModule }
  | { kind: "case"; editing?: TestCase }
  | { kind: "import" }
  | { kind: "export" }
  | null;

export function ScriptsPanel({
  tm,
  project,
  labels,
  allowNewLabels,
  onNewLabels,
  may,
  selectedId,
  onSelect,
  change,
  say,
}: {
  tm: TestManagement;
  project: DemoProject;
  /** The project's labels for scripts (Configuration › Labels). */
  labels: readonly string[];
  /** Whether New Script and Edit take new labels, which `onNewLabels` adds to the project's list. */
  allowNewLabels: boolean;
  onNewLabels: (names: string[]) => void;
  may: Permissions;
  selectedId: string;
  onSelect: (moduleId: string) => void;
  change: (next: (tm: TestManagement) => TestManagement) => void;
  say: (message: string) => void;
}) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleting, setDeleting] = useState<TestModule | null>(null);
  const [deletingCase, setDeletingCase] = useState<TestCase | null>(null);
  const selected = tm.modules.find((module) => module.id === selectedId) ?? null;
  const atRoot = isRoot(selectedId) || selected === null;
  const moduleName = selected?.name ?? project.name;
  const shown = atRoot
    ? tm.cases.filter((testCase) => testCase.projectId === project.id)
    : tm.cases.filter((testCase) => testCase.moduleId === selectedId);
  const rootReason = "The root module carries the project's name: select a module first.";
  /** An action on the selected module: the role's verdict, then whether a module is selected. */
  const onModule = (verdict: Verdict, reasonId: string) =>
    !verdict.allowed
      ? { verdict, reasonId }
      : atRoot
        ? { verdict: { allowed: false, reason: rootReason } as Verdict, reasonId: "reason-root" }
        : { verdict, reasonId: undefined };
  const newScript = onModule(may.create, "reason-create");
  const rename = onModule(may.edit, "reason-edit");
  const removeModule = onModule(may.remove, "reason-delete");

  const editingModule = dialog?.kind === "module" ? dialog.editing : undefined;
  const parentOfNew = atRoot ? null : selectedId;
  const siblings = editingModule
    ? childrenOf(tm, project.id, editingModule.parentId).filter((module) => module.id !== editingModule.id)
    : childrenOf(tm, project.id, parentOfNew);

  const saveModule = (fields: ModuleFields) => {
    if (editingModule) {
      change((current) => ({
        ...current,
        modules: current.modules.map((module) => (module.id === editingModule.id ? { ...module, ...fields } : module)),
      }));
      say(`Module ${editingModule.name} is now ${fields.name}.`);
    } else {
      const id = `m-${Date.now().toString(36)}`;
      change((current) => ({
        ...current,
        modules: [...current.modules, { id, projectId: project.id, parentId: parentOfNew, ...fields }],
      }));
      onSelect(id);
      say(`Module ${fields.name} was created under ${moduleName}.`);
    }
    setDialog(null);
  };

  const editingCase = dialog?.kind === "case" ? dialog.editing : undefined;
  const saveCase = (fields: CaseFields) => {
    const added = fields.labels.filter((name) => !labels.includes(name) && !editingCase?.labels.includes(name));
    if (added.length > 0) onNewLabels(added);
    if (editingCase) {
      change((current) => ({
        ...current,
        cases: current.cases.map((testCase) =>
          testCase.id === editingCase.id ? { ...testCase, ...fields } : testCase,
        ),
      }));
      say(`${editingCase.id} ${fields.name} was saved.`);
    } else {
      const id = `SCR${nextNumber(
        tm.cases.map((testCase) => testCase.id),
        1001,
      )}`;
      change((current) => ({
        ...current,
        cases: [...current.cases, { id, projectId: project.id, moduleId: selectedId, ...fields }],
      }));
      say(`${id} ${fields.name} was created in ${moduleName}.`);
    }
    setDialog(null);
  };

  const deleteModule = (module: TestModule, fate: CaseFate) => {
    const ids = subtreeIds(tm, module.id);
    const inside = tm.cases.filter((testCase) => ids.includes(testCase.moduleId)).map((testCase) => testCase.id);
    change((current) => ({
      ...current,
      modules: current.modules.filter((candidate) => !ids.includes(candidate.id)),
      cases: fate
        ? current.cases.map((testCase) =>
            ids.includes(testCase.moduleId) ? { ...testCase, moduleId: fate } : testCase,
          )
        : current.cases.filter((testCase) => !inside.includes(testCase.id)),
      suites: fate
        ? current.suites
        : current.suites.map((suite) => ({ ...suite, caseIds: suite.caseIds.filter((id) => !inside.includes(id)) })),
    }));
    onSelect(fate ?? module.parentId ?? `root-${project.id}`);
    say(
      `Module ${module.name} was deleted${inside.length > 0 ? (fate ? "; its test cases were moved" : " with its test cases") : ""}.`,
    );
  };

  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(16rem,1fr)_2fr]">
      <ModulesSection
        tm={tm}
        project={project}
        selectedId={atRoot ? `root-${project.id}` : selectedId}
        actions={{ create: { verdict: may.create, reasonId: "reason-create" }, rename, remove: removeModule }}
        onSelect={onSelect}
        onNew={() => setDialog({ kind: "module" })}
        onRename={(id) => {
          const module = tm.modules.find((candidate) => candidate.id === (id ?? selectedId));
          if (module && may.edit.allowed) setDialog({ kind: "module", editing: module });
        }}
        onDelete={() => setDeleting(selected)}
      />
      <section aria-labelledby="cases-heading" className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="cases-heading" className="text-base font-semibold text-slate-900">
            {atRoot ? `All test cases of ${project.name}` : `Test cases in ${moduleName}`}
          </h3>
          <CasesToolbar newScript={newScript} may={may} onOpen={(kind) => setDialog({ kind })} />
        </div>
        <CaseReasons may={may} rootReason={atRoot ? rootReason : undefined} />
        <div className="mt-3">
          <CasesTable
            cases={shown}
            caption={atRoot ? `Test cases of ${project.name}` : `Test cases in ${moduleName}`}
            edit={may.edit}
            remove={may.remove}
            reasonIds={{ edit: "reason-edit", remove: "reason-delete" }}
            onEdit={(testCase) => setDialog({ kind: "case", editing: testCase })}
            onDelete={setDeletingCase}
          />
        </div>
      </section>
      <DemoDialog
        open={dialog?.kind === "module"}
        onOpenChange={(open) => (open ? undefined : setDialog(null))}
        title={editingModule ? `Rename ${editingModule.name}` : "New Module"}
        description={editingModule ? "Its test cases stay where they are." : `Under ${moduleName}.`}
      >
        <ModuleForm
          key={editingModule?.id ?? "new"}
          module={editingModule}
          siblingNames={siblings.map((module) => module.name)}
          submitLabel={editingModule ? "Save" : "Create"}
          onSubmit={saveModule}
          onCancel={() => setDialog(null)}
        />
      </DemoDialog>
      <DemoDialog
        open={dialog?.kind === "case"}
        onOpenChange={(open) => (open ? undefined : setDialog(null))}
        title={editingCase ? `Edit ${editingCase.id}` : "New Script"}
        description={editingCase ? `${editingCase.name}, in ${moduleName}.` : `A manual test case in ${moduleName}.`}
      >
        <CaseForm
          key={editingCase?.id ?? "new"}
          testCase={editingCase}
          labels={labels}
          allowNew={allowNewLabels}
          submitLabel={editingCase ? "Save" : "Create"}
          onSubmit={saveCase}
          onCancel={() => setDialog(null)}
        />
      </DemoDialog>
      <ImportDialog
        open={dialog?.kind === "import"}
        onOpenChange={(open) => setDialog(open ? { kind: "import" } : null)}
        tm={tm}
        projectId={project.id}
        projectName={project.name}
        onImport={(cases) => change((current) => ({ ...current, cases: [...current.cases, ...cases] }))}
      />
      <ExportDialog
        open={dialog?.kind === "export"}
        onOpenChange={(open) => setDialog(open ? { kind: "export" } : null)}
        tm={tm}
        projectId={project.id}
        projectName={project.name}
        moduleId={atRoot ? null : selectedId}
        moduleName={moduleName}
      />
      <DeleteModule
        key={deleting?.id ?? "none"}
        tm={tm}
        module={deleting}
        onDelete={deleteModule}
        onClose={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={deletingCase !== null}
        onOpenChange={(open) => (open ? undefined : setDeletingCase(null))}
        title={`Delete ${deletingCase?.id ?? ""}?`}
        description={`${deletingCase?.name ?? ""} is deleted and suites drop it; past runs keep its results.`}
        confirmLabel="Delete Script"
        onConfirm={() => {
          if (!deletingCase) return;
          const id = deletingCase.id;
          change((current) => ({
            ...current,
            cases: current.cases.filter((testCase) => testCase.id !== id),
            suites: current.suites.map((suite) => ({
              ...suite,
              caseIds: suite.caseIds.filter((caseId) => caseId !== id),
            })),
          }));
          say(`${id} ${deletingCase.name} was deleted.`);
        }}
      />
    </div>
  );
}
