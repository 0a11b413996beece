/**
 * Export Module (import-export.md, "Exporting scripts"; the Import and Export lesson): the selected
 * module's test cases and its sub-modules', one row per step, as Excel (.xlsx) or CSV, in the same
 * columns the import reads, so an export imports back. Named after the project, the module and the day.
 */
import { useState } from "react";
import { DemoDialog } from "../../components/demo-dialog";
import type { TestManagement } from "./model";
import { exportedModules, exportName, exportRows } from "./spreadsheet";

export function ExportDialog({
  open,
  onOpenChange,
  tm,
  projectId,
  projectName,
  moduleId,
  moduleName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tm: TestManagement;
  projectId: string;
  projectName: string;
  /** null: the root, so the whole project. */
  moduleId: string | null;
  moduleName: string;
}) {
  const [format, setFormat] = useState<"xlsx" | "csv">("xlsx");
  const [summary, setSummary] = useState("");
  const rows = exportRows(tm, exportedModules(tm, projectId, moduleId));
  const caseCount = new Set(rows.slice(1).map((row) => `${row[0]}\n${row[1]}`)).size;
  const parts = moduleId ? [projectName, moduleName] : [projectName];

  const run = async () => {
    const name = exportName(parts, new Date());
    setSummary("Preparing the file…");
    const { writeSpreadsheet } = await import("./spreadsheet-files");
    await writeSpreadsheet(rows, name, format);
    setSummary(`Downloaded ${name}.${format}: ${caseCount} test cases in ${rows.length - 1} rows, one a step.`);
  };

  return (
    <DemoDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setSummary("");
        onOpenChange(next);
      }}
      title={`Export Module ${moduleName}`}
      description="Its test cases and those of its sub-modules, one row per step; the file imports back."
    >
      <fieldset>
        <legend className="font-semibold text-slate-900">Format</legend>
        <div className="mt-2 space-y-2 text-sm text-slate-900">
          {(
            [
              ["xlsx", "Excel (.xlsx)"],
              ["csv", "CSV (.csv)"],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name="export-format"
                className="size-4"
                checked={format === value}
                onChange={() => setFormat(value)}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="mt-3 text-sm text-slate-700">
        {caseCount === 0 ? "This module holds no test cases yet." : `${caseCount} test cases, ${rows.length - 1} rows.`}
      </p>
      <p role="status" className="mt-2 min-h-5 text-sm font-medium text-slate-900">
        {summary}
      </p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-secondary px-4 py-2 text-sm" onClick={() => onOpenChange(false)}>
          Close
        </button>
        <button type="button" className="btn btn-primary px-4 py-2 text-sm" disabled={caseCount === 0} onClick={run}>
          Export
        </button>
      </div>
    </DemoDialog>
  );
}
