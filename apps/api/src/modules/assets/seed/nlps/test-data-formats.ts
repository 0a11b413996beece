import type { SinceVersion } from "@ignitest/contracts";
import { input, latest, type NlpDraft, output, type SourceInput } from "../catalogue-kit.js";

/** Test data in files: one list of operations written for Excel sheets and CSV files. */
export type Format = { noun: string; file: SourceInput; where: SourceInput[]; cell: SourceInput; since: SinceVersion };

export const excel: Format = {
  noun: "Excel sheet",
  file: input("file", "File", "The workbook (.xlsx or .xls) from the project's test data files.", "orders.xlsx"),
  where: [input("sheet", "Text", "Name of the worksheet.", "Cases")],
  cell: input("cell", "Text", "The cell's address, such as B2.", "B2"),
  since: "1.0",
};

export const csv: Format = {
  noun: "CSV file",
  file: input(
    "file",
    "File",
    "The .csv file from the project's test data files (comma, semicolon or tab separated).",
    "users.csv",
  ),
  where: [],
  cell: input("cell", "Text", "Row and column as row:column, both 1-based, such as 2:3.", "2:3"),
  since: "1.2",
};

export const variable = (example: string) => input("variable", "Variable", "Name of the variable to fill.", example);

type Operation = {
  name(noun: string): string;
  does(noun: string): string;
  detail: string;
  inputs(format: Format): SourceInput[];
  stores?: string;
  since: SinceVersion;
};

const operations: Operation[] = [
  {
    name: (noun) => `Read cell value from ${noun}`,
    does: (noun) => `Reads one cell of a ${noun} into a variable`,
    detail:
      "Dates come back as yyyy-MM-dd and numbers without thousands separators, whatever the file's display format.",
    inputs: (format) => [format.file, ...format.where, format.cell, variable("cellValue")],
    stores: "The cell's value.",
    since: "1.0",
  },
  {
    name: (noun) => `Write cell value to ${noun}`,
    does: (noun) => `Writes a value into one cell of a ${noun}`,
    detail:
      "The file is saved right away, so a later step or test case reads the new value, for example an order number to reuse.",
    inputs: (format) => [
      format.file,
      ...format.where,
      format.cell,
      input("value", "Text", "The value to write.", "{orderNumber}"),
    ],
    since: "1.1",
  },
  {
    name: (noun) => `Read row from ${noun}`,
    does: (noun) => `Reads a whole row of a ${noun} into variables named after the header row`,
    detail:
      "A header “Email” fills the variable {Email}; the step suits data-driven test cases that take one row per run.",
    inputs: (format) => [
      format.file,
      ...format.where,
      input("row", "Number", "1-based row number; row 1 is the header.", "2"),
    ],
    stores: "One variable per column.",
    since: "1.1",
  },
  {
    name: (noun) => `Read column values from ${noun}`,
    does: (noun) => `Reads every value of one column of a ${noun} into a list variable`,
    detail: "The header row is skipped and empty cells at the end are left out.",
    inputs: (format) => [
      format.file,
      ...format.where,
      input("column", "Text", "The column's header text or letter.", "Email"),
      variable("emails"),
    ],
    stores: "The column's values, top to bottom.",
    since: "1.2",
  },
  {
    name: (noun) => `Get row count of ${noun}`,
    does: (noun) => `Counts the data rows of a ${noun}`,
    detail: "The header row is not counted; trailing empty rows are ignored.",
    inputs: (format) => [format.file, ...format.where, variable("rowCount")],
    stores: "The number of data rows.",
    since: "1.0",
  },
  {
    name: (noun) => `Get row index of ${noun} by value`,
    does: (noun) => `Finds the first row of a ${noun} that holds a value`,
    detail: "Every cell of the row is compared with the value exactly, and the 1-based row number is saved into {row}.",
    inputs: (format) => [
      format.file,
      ...format.where,
      input("value", "Text", "The value to look for, such as a test-case id.", "TC-104"),
    ],
    stores: "The 1-based row number.",
    since: "1.1",
  },
  {
    name: (noun) => `Verify cell value of ${noun} is`,
    does: (noun) => `Checks the exact value of one cell of a ${noun}`,
    detail: "Use it to check files an application exports, such as a report downloaded from the page.",
    inputs: (format) => [
      format.file,
      ...format.where,
      format.cell,
      input("expected value", "Text", "The value the cell should hold.", "PAID"),
    ],
    since: "1.1",
  },
  {
    name: (noun) => `Verify cell value of ${noun} contains`,
    does: (noun) => `Checks that one cell of a ${noun} contains a text`,
    detail: "The comparison is case-sensitive and ignores surrounding spaces.",
    inputs: (format) => [
      format.file,
      ...format.where,
      format.cell,
      input("expected text", "Text", "The text the cell should contain.", "Ltd"),
    ],
    since: "1.2",
  },
  {
    name: (noun) => `Append row to ${noun}`,
    does: (noun) => `Adds a row after the last row of a ${noun}`,
    detail: "Give the values separated by commas, in column order; use it to log results or collect generated data.",
    inputs: (format) => [
      format.file,
      ...format.where,
      input("values", "Text", "Comma-separated values, in column order.", "{orderNumber}, {total}, PAID"),
    ],
    since: "1.3",
  },
  {
    name: (noun) => `Delete row from ${noun}`,
    does: (noun) => `Removes one row of a ${noun}`,
    detail: "Rows below move up by one; the header row cannot be deleted.",
    inputs: (format) => [format.file, ...format.where, input("row", "Number", "1-based row number (2 or more).", "5")],
    since: "1.3",
  },
  {
    name: (noun) => `Create ${noun}`,
    does: (noun) => `Creates an empty ${noun} with a header row`,
    detail: "An existing file of the same name is kept unless you say to replace it.",
    inputs: (format) => [
      format.file,
      ...format.where,
      input("headers", "Text", "Comma-separated column headers.", "Order, Total, Status"),
    ],
    since: "1.4",
  },
];

export const formatDrafts = [excel, csv].flatMap((format) =>
  operations.map(
    (operation): NlpDraft => ({
      name: operation.name(format.noun),
      short: `${operation.does(format.noun)}.`,
      long: `${operation.does(format.noun)}. ${operation.detail} Files come from the project's test data, so every run and every machine reads the same data.`,
      inputs: operation.inputs(format),
      outputs: operation.stores ? [output("value", "Text", operation.stores)] : [],
      since: latest(format.since, operation.since),
      tags: [format === excel ? "excel" : "csv"],
    }),
  ),
);
