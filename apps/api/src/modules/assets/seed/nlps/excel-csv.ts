import { allPlatforms, input, type NlpDraft, nlpFamily, output, step } from "../catalogue-kit.js";
import { excel, formatDrafts, variable } from "./test-data-formats.js";

/** Excel and CSV test-data families: the shared operations, plus workbook-only steps. */
const workbookDrafts: NlpDraft[] = [
  {
    name: "Read cell value from Excel sheet by column header",
    short: "Reads the cell in a row under a column header.",
    long: "Finds the column by its header text and reads the cell of the row you give, so the step survives new columns being inserted into the workbook.",
    inputs: [
      excel.file,
      ...excel.where,
      input("row", "Number", "1-based row number.", "4"),
      input("column", "Text", "The header text.", "Expected total"),
    ],
    outputs: [output("value", "Text", "The cell's value.")],
    since: "1.2",
    tags: ["excel"],
  },
  {
    name: "Add sheet to Excel file",
    short: "Adds a new, empty worksheet to a workbook.",
    long: "Adds a worksheet with the name you give at the end of the workbook, to keep the results of each run apart.",
    inputs: [excel.file, input("sheet", "Text", "Name of the new worksheet.", "Run {runId}")],
    since: "1.4",
    tags: ["excel"],
  },
  {
    name: "Get sheet names of Excel file",
    short: "Lists the worksheet names of a workbook.",
    long: "Reads the names of every worksheet, in tab order, into a list variable.",
    inputs: [excel.file, variable("sheets")],
    outputs: [output("names", "List", "Worksheet names in tab order.")],
    since: "1.4",
    tags: ["excel"],
  },
  {
    name: "Verify Excel sheet exists",
    short: "Checks that a workbook has a worksheet with a name.",
    long: "Passes when the workbook has a worksheet with exactly the name you give, for reports that must contain a summary sheet.",
    inputs: [excel.file, ...excel.where],
    since: "1.3",
    tags: ["excel"],
  },
  {
    name: "Compare Excel sheets",
    short: "Checks that two worksheets hold the same values.",
    long: "Compares two worksheets cell by cell (values, not formatting) and lists every cell that differs, to check exports against a reviewed baseline.",
    inputs: [
      input("first file", "File", "The workbook to check.", "export.xlsx"),
      input("second file", "File", "The expected workbook.", "baseline.xlsx"),
      ...excel.where,
    ],
    since: "2.0",
    tags: ["excel"],
  },
  {
    name: "Convert Excel sheet to CSV file",
    short: "Saves a worksheet as a CSV file.",
    long: "Writes the values of one worksheet to a comma-separated file, for tools and APIs that only accept CSV uploads.",
    inputs: [excel.file, ...excel.where, input("CSV file", "File", "Name of the CSV file to write.", "cases.csv")],
    since: "1.5",
    tags: ["excel", "csv"],
  },
];

const faqs = [
  () => ({
    question: "Where do the data files live?",
    answer:
      "Upload them to the project's Test Data section. Steps refer to them by name, and the same file is sent to every machine that runs the test.",
  }),
  () => ({
    question: "Can two parallel runs write to the same file?",
    answer:
      "Each run works on its own copy of the file, so parallel runs never overwrite each other. Download a run's copy from its report if you need what was written.",
  }),
  () => ({
    question: "Are formulas evaluated?",
    answer:
      "Yes. A cell with a formula reads as the value Excel last calculated; the formula text itself is not returned.",
  }),
];

const scenarios = [
  (_draft: NlpDraft, example: string) => ({
    title: "Drive a sign-in from test data",
    steps: [
      example,
      step("Navigate to URL", { url: "https://demo.ignitest.example/login" }),
      step("Enter input into element", { element: "Email field", input: "{cellValue}" }),
      step("Click on element", { element: "Sign in button" }),
    ],
  }),
  (_draft: NlpDraft, example: string) => ({
    title: "Record an order for a later test case",
    steps: [
      step("Store element text into variable", { element: "Order number label", variable: "orderNumber" }),
      example,
    ],
  }),
];

export const excelData = nlpFamily(
  {
    category: {
      id: "excel-data",
      title: "Excel data",
      shortDescription: "Read and write Excel workbooks for data-driven tests.",
      description:
        "Drive tests from spreadsheets: read cells, rows and columns, find a row by value, write results back, add and compare sheets, and export a sheet as CSV. Workbooks are uploaded once to the project's test data.",
      iconS3Path: "/assets-icons/excel.svg",
      usageCount: 7100,
    },
    platforms: allPlatforms,
    since: "1.0",
    tags: ["test data"],
    scenarios,
    faqs,
  },
  [...formatDrafts.filter((draft) => draft.tags?.includes("excel")), ...workbookDrafts],
);

export const csvData = nlpFamily(
  {
    category: {
      id: "csv-test-data",
      title: "CSV test data",
      shortDescription: "Read, write and check CSV files of test data and exports.",
      description:
        "Use comma-, semicolon- or tab-separated files as test data or check the CSV exports of an application: read cells, rows and columns, find rows, append results and create files.",
      usageCount: 3600,
    },
    platforms: allPlatforms,
    since: "1.2",
    tags: ["test data"],
    scenarios,
    faqs,
  },
  formatDrafts.filter((draft) => draft.tags?.includes("csv")),
);
