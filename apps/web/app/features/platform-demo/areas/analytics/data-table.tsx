/** A table of figures: headed columns, the first cell of a row its header (the charts' tables and the metrics tables). */
import type { ReactNode } from "react";

export function DataTable({
  caption,
  columns,
  rows,
  minWidth = "min-w-[28rem]",
}: {
  caption: string;
  columns: readonly string[];
  rows: ReadonlyArray<{ key: string; cells: readonly ReactNode[] }>;
  minWidth?: string;
}) {
  return (
    <table className={`w-full ${minWidth} text-left text-sm`}>
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-50 text-slate-900">
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className="px-3 py-2 font-semibold">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, position) =>
              position === 0 ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order.
                <th key={position} scope="row" className="px-3 py-2 font-medium text-slate-900">
                  {cell}
                </th>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order.
                <td key={position} className="px-3 py-2 text-slate-700">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
