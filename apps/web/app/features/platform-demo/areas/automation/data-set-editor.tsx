/**
 * A data set's rows, editable in place (each cell a labelled field), Add Row,
 * Delete, and Import: a .csv or .xlsx whose first line names the columns
 * replaces the rows (excel-files.md). Changes are saved as they are typed.
 */
import { useId, useState } from "react";
import type { DataSet } from "~/features/playground";
import { ScrollRegion } from "../../components/scroll-region";
import { maxDataRows, readDataSetFile } from "./data-set-file";
import { smallButton, td, th } from "./tab-props";

export function DataSetEditor({
  set,
  mayEdit,
  onChange,
  onClose,
  say,
}: {
  set: DataSet;
  mayEdit: boolean;
  onChange: (set: DataSet) => void;
  onClose: () => void;
  say: (message: string) => void;
}) {
  const id = useId();
  const [fileError, setFileError] = useState("");
  const setCell = (index: number, column: string, value: string) =>
    onChange({ ...set, rows: set.rows.map((row, i) => (i === index ? { ...row, [column]: value } : row)) });
  const addRow = () => onChange({ ...set, rows: [...set.rows, Object.fromEntries(set.columns.map((c) => [c, ""]))] });

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    const table = await readDataSetFile(file);
    if (!table.ok) {
      setFileError(table.error);
      return;
    }
    setFileError("");
    onChange({ ...set, columns: table.columns, rows: table.rows });
    say(`${file.name}: ${table.rows.length} rows imported into ${set.name}.`);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {set.name}
        </h3>
        <button type="button" className={smallButton} onClick={onClose}>
          Close {set.name}
        </button>
      </div>
      <div className="mt-3">
        <ScrollRegion labelledBy={`${id}-caption`}>
          <table className="relative w-full text-sm">
            <caption id={`${id}-caption`} className="px-3 py-2 text-left font-semibold text-slate-900">
              Rows of {set.name} ({set.rows.length})
            </caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={th}>
                  Row
                </th>
                {set.columns.map((column) => (
                  <th key={column} scope="col" className={`${th} font-mono`}>
                    {column}
                  </th>
                ))}
                <th scope="col" className={th}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {set.rows.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; a row is its place in the set
                <tr key={index} className="border-t border-slate-200">
                  <th scope="row" className={th}>
                    {index + 1}
                  </th>
                  {set.columns.map((column) => (
                    <td key={column} className={td}>
                      <input
                        aria-label={`${column}, row ${index + 1}`}
                        value={row[column] ?? ""}
                        readOnly={!mayEdit}
                        onChange={(event) => setCell(index, column, event.target.value)}
                        className="w-full min-w-32 rounded-md border border-slate-400 bg-white px-2 py-1 text-sm text-slate-900"
                      />
                    </td>
                  ))}
                  <td className={td}>
                    <button
                      type="button"
                      className={smallButton}
                      disabled={!mayEdit}
                      aria-label={`Delete row ${index + 1}`}
                      onClick={() => onChange({ ...set, rows: set.rows.filter((_, i) => i !== index) })}
                    >
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-4">
        <button
          type="button"
          className={smallButton}
          disabled={!mayEdit || set.rows.length >= maxDataRows}
          onClick={addRow}
        >
          Add Row
        </button>
        <div>
          <label htmlFor={`${id}-file`} className="block text-sm font-semibold text-slate-900">
            Import a .csv or .xlsx file
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,.xlsx"
            disabled={!mayEdit}
            aria-describedby={fileError ? `${id}-file-error` : `${id}-file-hint`}
            aria-invalid={fileError ? true : undefined}
            onChange={(event) => void importFile(event.target.files?.[0])}
            className="mt-1 block text-sm text-slate-800"
          />
          <p id={`${id}-file-hint`} className="mt-1 text-sm text-slate-600">
            Line 1 names the columns; the rows replace these ones.
          </p>
          {fileError ? (
            <p id={`${id}-file-error`} className="mt-1 text-sm font-medium text-red-700">
              {fileError}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
