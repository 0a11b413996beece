/**
 * A web test's data table: the test runs once per row and `{{column}}` in a step
 * reads the row's value (docs/playground.md#step-kinds). Cells, rows and columns
 * are edited in place.
 */
import { useId, useState } from "react";
import type { WebTest } from "../model";

const MAX_ROWS = 50;
const cell =
  "w-full min-w-24 rounded border border-slate-300 bg-surface px-1.5 py-0.5 font-mono text-xs text-slate-900";
const small = "rounded border border-slate-300 px-2 py-0.5 text-xs text-slate-800 disabled:opacity-40";

export function DataTable({ test, onChange }: { test: WebTest; onChange: (data: WebTest["data"]) => void }) {
  const id = useId();
  const [column, setColumn] = useState("");
  const columns = [...new Set(test.data.flatMap((row) => Object.keys(row)))];
  const name = column.trim();
  const canAdd = /^[A-Za-z_][\w ]{0,30}$/.test(name) && !columns.includes(name);

  const addColumn = (event: React.FormEvent) => {
    event.preventDefault();
    if (!canAdd) return;
    const rows = test.data.length > 0 ? test.data : [{}];
    onChange(rows.map((row) => ({ ...row, [name]: "" })));
    setColumn("");
  };
  const setCell = (index: number, key: string, value: string) =>
    onChange(test.data.map((row, i) => (i === index ? { ...row, [key]: value } : row)));

  return (
    <details open={test.data.length > 0} className="mt-3 rounded-lg border border-slate-200 p-2">
      <summary className="cursor-pointer text-sm font-medium text-slate-800">
        Test data ({test.data.length} {test.data.length === 1 ? "row" : "rows"})
      </summary>
      <p className="mt-1 text-xs text-slate-600">
        With rows, the test runs once per row; write {"{{column}}"} in a step to use the row's value.
      </p>
      {columns.length > 0 ? (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Test data of {test.name}</caption>
            <thead>
              <tr>
                <th scope="col" className="px-1 py-1 text-xs">
                  Row
                </th>
                {columns.map((key) => (
                  <th key={key} scope="col" className="px-1 py-1 font-mono text-xs">
                    {key}
                  </th>
                ))}
                <th scope="col" className="px-1 py-1 text-xs">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {test.data.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their place
                <tr key={index}>
                  <td className="px-1 py-1 text-xs">{index + 1}</td>
                  {columns.map((key) => (
                    <td key={key} className="px-1 py-1">
                      <input
                        aria-label={`${key}, row ${index + 1}`}
                        value={row[key] ?? ""}
                        onChange={(event) => setCell(index, key, event.target.value)}
                        className={cell}
                      />
                    </td>
                  ))}
                  <td className="px-1 py-1">
                    <button
                      type="button"
                      className={small}
                      onClick={() => onChange(test.data.filter((_, i) => i !== index))}
                      aria-label={`Delete row ${index + 1}`}
                    >
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className="mt-2 flex flex-wrap items-end gap-2">
        {columns.length > 0 ? (
          <button
            type="button"
            className={small}
            disabled={test.data.length >= MAX_ROWS}
            onClick={() => onChange([...test.data, Object.fromEntries(columns.map((key) => [key, ""]))])}
          >
            Add row
          </button>
        ) : null}
        <form onSubmit={addColumn} className="flex items-end gap-1">
          <span className="grid gap-0.5">
            <label htmlFor={`${id}-column`} className="text-xs text-slate-700">
              New column
            </label>
            <input
              id={`${id}-column`}
              value={column}
              onChange={(event) => setColumn(event.target.value)}
              maxLength={31}
              className="w-32 rounded border border-slate-300 bg-surface px-1.5 py-0.5 text-xs text-slate-900"
            />
          </span>
          <button type="submit" className={small} disabled={!canAdd}>
            Add column
          </button>
        </form>
      </div>
    </details>
  );
}
