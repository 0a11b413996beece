/**
 * A data set from a spreadsheet (content/docs/test-data/excel-files.md: the
 * first row holds the column names): the first sheet of an .xlsx or a .csv,
 * read by the Test cases area's readers (papaparse, read-excel-file), which
 * load only when a file is chosen.
 */
import { PLACEHOLDER_NAME } from "~/features/playground";
import type { Cell } from "../test-cases/spreadsheet";

export const maxDataRows = 200;

export type SheetTable = { ok: true; columns: string[]; rows: Record<string, string>[] } | { ok: false; error: string };

const text = (cell: Cell): string =>
  cell === null || cell === undefined ? "" : cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell);

/** Row 1 as the columns, the other rows as values; blank rows left out. */
export function tableFromSheet(cells: readonly (readonly Cell[])[]): SheetTable {
  const header = (cells[0] ?? []).map((cell) => text(cell).trim());
  while (header.length > 0 && header.at(-1) === "") header.pop();
  if (header.length === 0) return { ok: false, error: "Line 1 holds no column names." };
  const bad = header.find((name) => !PLACEHOLDER_NAME.test(name));
  if (bad !== undefined) {
    return {
      ok: false,
      error: `Line 1: column "${bad}" must start with a letter and hold letters, digits and underscores.`,
    };
  }
  if (new Set(header).size !== header.length) return { ok: false, error: "Line 1: two columns share a name." };
  const rows = cells
    .slice(1)
    .filter((row) => row.some((cell) => text(cell).trim() !== ""))
    .map((row) => Object.fromEntries(header.map((column, index) => [column, text(row[index])])));
  if (rows.length > maxDataRows) return { ok: false, error: `The file has more than ${maxDataRows} rows: split it.` };
  return { ok: true, columns: header, rows };
}

export async function readDataSetFile(file: File): Promise<SheetTable> {
  const { readSpreadsheet } = await import("../test-cases/spreadsheet-files");
  const read = await readSpreadsheet(file);
  return "error" in read ? { ok: false, error: read.error } : tableFromSheet(read.rows);
}
