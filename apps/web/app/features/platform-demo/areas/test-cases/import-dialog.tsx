/**
 * Import › Manual Test Cases (manual-test-cases.md, "Import manual test cases from Excel"): Download
 * Template, choose the file, Validate, Import. Every row is checked with zod; the good rows are
 * imported with the next free script IDs and each bad row is reported by its line, in a live region.
 */
import { useState } from "react";
import { DemoDialog } from "../../components/demo-dialog";
import type { TestCase, TestManagement } from "./model";
import { type Cell, type ImportPlan, planImport, templateRows } from "./spreadsheet";

type Checked = { fileName: string; rows: Cell[][]; plan: ImportPlan };

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

function Problems({ plan }: { plan: ImportPlan }) {
  if (plan.problems.length === 0) return null;
  return (
    <ul className="mt-2 space-y-1 text-sm text-red-700" data-testid="import-problems">
      {plan.problems.map((problem) => (
        <li key={`${problem.line}-${problem.message}`}>
          {problem.line > 0 ? `Line ${problem.line}: ` : ""}
          {problem.message}
        </li>
      ))}
    </ul>
  );
}

export function ImportDialog({
  open,
  onOpenChange,
  tm,
  projectId,
  projectName,
  onImport,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tm: TestManagement;
  projectId: string;
  projectName: string;
  onImport: (cases: TestCase[]) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [summary, setSummary] = useState("");
  const [busy, setBusy] = useState(false);

  const validate = async () => {
    if (!file) {
      setSummary("Choose a file first.");
      return;
    }
    setBusy(true);
    setSummary("Reading the file…");
    const { readSpreadsheet } = await import("./spreadsheet-files");
    const read = await readSpreadsheet(file);
    setBusy(false);
    if ("error" in read) {
      setChecked(null);
      setSummary(read.error);
      return;
    }
    const plan = planImport(read.rows, tm, projectId);
    setChecked({ fileName: file.name, rows: read.rows, plan });
    const bad = plan.problems.length;
    setSummary(
      `${file.name}: ${plural(plan.cases.length, "test case")} with ${plural(plan.steps, "step")} ready to import` +
        (bad > 0 ? `; ${plural(bad, "row has", "rows have")} problems and will not be imported:` : "."),
    );
  };

  const importCases = () => {
    if (!checked) return;
    const plan = planImport(checked.rows, tm, projectId);
    onImport(plan.cases);
    const ids = plan.cases.map((testCase) => testCase.id);
    const range = ids.length > 1 ? `${ids[0]}–${ids.at(-1)}` : (ids[0] ?? "");
    const bad = plan.problems.length;
    setChecked({ ...checked, plan: { ...plan, cases: [] } });
    setSummary(
      `Imported ${plural(plan.cases.length, "test case")} (${range}) with ${plural(plan.steps, "step")} into ${projectName}.` +
        (bad > 0 ? ` ${plural(bad, "row was", "rows were")} not imported:` : ""),
    );
  };

  const template = async () => {
    const { writeSpreadsheet } = await import("./spreadsheet-files");
    await writeSpreadsheet(templateRows, "manual-test-cases-template", "xlsx");
  };

  const close = () => {
    setFile(null);
    setChecked(null);
    setSummary("");
    onOpenChange(false);
  };

  return (
    <DemoDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Import Manual Test Cases"
      description={`Into ${projectName}. One row per step: rows with the same Module and Script name become one test case.`}
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          The columns are Module (a module of this project, or its path such as Checkout/Payment), Script name, Step,
          Action, Expected result and Test data, then Priority (High, Medium or Low), Labels, Description and
          Preconditions. An .xlsx or .csv file of up to 200 KB.
        </p>
        <button type="button" className="btn btn-secondary px-3 py-1.5 text-sm" onClick={template}>
          Download Template
        </button>
        <div>
          <label htmlFor="import-file" className="block font-semibold text-slate-900">
            Spreadsheet (.xlsx or .csv)
          </label>
          <input
            id="import-file"
            type="file"
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            className="mt-1.5 block w-full text-sm text-slate-900 file:mr-3 file:rounded-md file:border file:border-slate-400 file:bg-slate-50 file:px-3 file:py-1.5 file:text-slate-900"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setChecked(null);
              setSummary("");
            }}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-secondary px-4 py-2 text-sm" disabled={busy} onClick={validate}>
            Validate
          </button>
          <button
            type="button"
            className="btn btn-primary px-4 py-2 text-sm disabled:cursor-not-allowed disabled:opacity-60"
            disabled={!checked || checked.plan.cases.length === 0}
            onClick={importCases}
          >
            Import
          </button>
        </div>
        <div role="status" className="min-h-5 text-sm text-slate-900" data-testid="import-result">
          {summary ? <p className="font-medium">{summary}</p> : null}
          {checked ? <Problems plan={checked.plan} /> : null}
        </div>
        <div className="flex justify-end border-t border-slate-200 pt-4">
          <button type="button" className="btn btn-secondary px-4 py-2 text-sm" onClick={close}>
            Close
          </button>
        </div>
      </div>
    </DemoDialog>
  );
}
