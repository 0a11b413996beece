/**
 * Reading and writing the spreadsheet files (docs/platform-demo.md#test-cases): `.xlsx` with
 * read-excel-file and write-excel-file, `.csv` with papaparse. Each library is imported only when a
 * visitor imports or exports, so none is in the area's first chunk.
 *
 * Files stay small (at most `maxBytes`): both `.xlsx` libraries unzip and zip with fflate, which
 * hands entries of about 160 KB and more to a Web Worker made from a blob: address, and the site's
 * policy allows workers from this origin only (docs/decisions/030-security-headers.md).
 */
import type { Cell } from "./spreadsheet";

export const maxBytes = 200 * 1024;
export const maxRows = 2000;

export type ReadResult = { rows: Cell[][] } | { error: string };

const isXlsx = (name: string) => /\.xlsx$/i.test(name);
const isCsv = (name: string) => /\.csv$/i.test(name);

/** The file's first sheet (or its CSV rows), row n at index n - 1, or what is wrong with the file. */
export async function readSpreadsheet(file: File): Promise<ReadResult> {
  if (!isXlsx(file.name) && !isCsv(file.name)) return { error: "Choose an .xlsx or .csv file." };
  if (file.size > maxBytes) return { error: "The file is larger than 200 KB: split it, or import fewer rows at once." };
  try {
    const rows = isXlsx(file.name) ? await readXlsx(file) : await readCsv(file);
    if (rows.length > maxRows) return { error: `The file has more than ${maxRows} rows: split it.` };
    return { rows };
  } catch {
    return {
      error: isXlsx(file.name)
        ? "This file could not be read as an Excel workbook (.xlsx)."
        : "This file could not be read as CSV.",
    };
  }
}

async function readXlsx(file: File): Promise<Cell[][]> {
  const { readSheet } = await import("read-excel-file/browser");
  return (await readSheet(file)) as Cell[][];
}

async function readCsv(file: File): Promise<Cell[][]> {
  const { default: Papa } = await import("papaparse");
  const source = (await file.text()).replace(/^\uFEFF/, "");
  // Empty lines are kept, so that row n is still line n of the file (quoted line breaks aside).
  const parsed = Papa.parse<string[]>(source, { skipEmptyLines: false });
  const rows = parsed.data;
  if (rows.length > 0 && rows.at(-1)?.every((cell) => cell === "")) rows.pop();
  return rows;
}

function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads the rows as `<name>.xlsx` (the header row bold) or `<name>.csv` (UTF-8 with a byte order mark, for Excel). */
export async function writeSpreadsheet(rows: readonly (readonly string[])[], name: string, format: "xlsx" | "csv") {
  if (format === "csv") {
    const { default: Papa } = await import("papaparse");
    const csv = Papa.unparse(rows as string[][], { newline: "\r\n" });
    download(new Blob([`\uFEFF${csv}`], { type: "text/csv;charset=utf-8" }), `${name}.csv`);
    return;
  }
  const { default: writeXlsxFile } = await import("write-excel-file/browser");
  const step = rows[0]?.indexOf("Step") ?? -1;
  const data = rows.map((row, index) =>
    row.map((value, column) => {
      if (value === "") return null;
      if (index === 0) return { value, fontWeight: "bold" as const };
      // The step's number is a number in the sheet, as a person would type it.
      if (column === step && /^\d+$/.test(value)) return { value: Number(value), type: Number };
      return { value };
    }),
  );
  const widths = [22, 30, 6, 40, 40, 18, 10, 22, 30, 30];
  const blob = await writeXlsxFile(data, {
    sheet: "Test cases",
    stickyRowsCount: 1,
    columns: widths.map((width) => ({ width })),
  }).toBlob();
  download(blob, `${name}.xlsx`);
}
