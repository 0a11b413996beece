import type { SinceVersion } from "@ignitest/contracts";
import {
  cross,
  demo,
  input,
  latest,
  type NlpDraft,
  nlpFamily,
  output,
  type SourceInput,
  step,
  webOnly,
} from "../catalogue-kit.js";

/** Web tables (HTML tables and ARIA grids) × operations, on the page or inside a frame. */
const tableTargets = [
  { noun: "table", where: "", frame: [] as SourceInput[], since: "1.0" as SinceVersion },
  {
    noun: "table in frame",
    where: " inside an iframe",
    frame: [input("frame", "Text", "Name, id or 1-based index of the iframe.", "report-frame")],
    since: "1.2" as SinceVersion,
  },
];

const row = input("row", "Number", "1-based row number, not counting the header row.", "3");
const column = input("column", "Text", "The column's header text, or its 1-based number.", "Status");

type TableOperation = {
  name(noun: string): string;
  does: string;
  detail: string;
  inputs: SourceInput[];
  since: SinceVersion;
  stores?: boolean;
};

const operations: TableOperation[] = [
  {
    name: (noun) => `Store cell value of ${noun} into variable`,
    does: "Saves the text of one cell",
    detail:
      "The cell is found by its row number and its column header, so the step keeps working when columns are reordered.",
    inputs: [row, column, input("variable", "Variable", "Name of the variable to fill.", "orderStatus")],
    since: "1.0",
    stores: true,
  },
  {
    name: (noun) => `Verify cell value of ${noun} is`,
    does: "Checks the exact text of one cell",
    detail: "The cell is found by its row number and its column header; the comparison is exact after trimming spaces.",
    inputs: [row, column, input("expected text", "Text", "The text the cell should show.", "Shipped")],
    since: "1.0",
  },
  {
    name: (noun) => `Verify cell value of ${noun} contains`,
    does: "Checks that one cell contains a text",
    detail: "The cell is found by its row number and its column header.",
    inputs: [row, column, input("expected text", "Text", "The text the cell should contain.", "Ship")],
    since: "1.0",
  },
  {
    name: (noun) => `Click on cell of ${noun}`,
    does: "Clicks one cell",
    detail:
      "The cell is found by its row number and column header, which suits cells that open a record or start editing.",
    inputs: [row, column],
    since: "1.1",
  },
  {
    name: (noun) => `Click on element in row of ${noun} by cell value`,
    does: "Clicks a button or link in the row that holds a value",
    detail:
      "It finds the first row with a cell equal to the value, then clicks the element inside that row, such as its Edit or Delete button.",
    inputs: [
      input("value", "Text", "A value that identifies the row, such as an order number.", "ORD-104233"),
      input("element", "Element", "The element inside the row to click.", "Row delete button"),
    ],
    since: "1.2",
  },
  {
    name: (noun) => `Store row count of ${noun} into variable`,
    does: "Saves how many data rows there are",
    detail: "Header and footer rows are not counted.",
    inputs: [input("variable", "Variable", "Name of the variable to fill.", "rowCount")],
    since: "1.0",
    stores: true,
  },
  {
    name: (noun) => `Verify row count of ${noun} is`,
    does: "Checks how many data rows there are",
    detail: "Header and footer rows are not counted; empty-state rows such as “No orders yet” are not counted either.",
    inputs: [input("count", "Number", "How many data rows there should be.", "10")],
    since: "1.0",
  },
  {
    name: (noun) => `Store column count of ${noun} into variable`,
    does: "Saves how many columns there are",
    detail: "Columns are counted in the header row, taking colspan into account.",
    inputs: [input("variable", "Variable", "Name of the variable to fill.", "columnCount")],
    since: "1.1",
    stores: true,
  },
  {
    name: (noun) => `Store row number of ${noun} by cell value into variable`,
    does: "Saves the number of the first row that holds a value",
    detail: "Every cell is compared exactly after trimming; the number is 1-based, not counting the header.",
    inputs: [
      input("value", "Text", "The value to look for.", "ORD-104233"),
      input("variable", "Variable", "Name of the variable to fill.", "orderRow"),
    ],
    since: "1.2",
    stores: true,
  },
  {
    name: (noun) => `Store column values of ${noun} into list variable`,
    does: "Saves every value of one column as a list",
    detail: "Values are read top to bottom, across every row currently rendered.",
    inputs: [column, input("variable", "Variable", "Name of the list variable to fill.", "statuses")],
    since: "1.3",
    stores: true,
  },
  {
    name: (noun) => `Verify ${noun} contains value`,
    does: "Checks that any cell holds a value",
    detail: "Every cell is compared exactly after trimming; the report names the first cell that matched.",
    inputs: [input("value", "Text", "The value to look for.", "ORD-104233")],
    since: "1.1",
  },
  {
    name: (noun) => `Verify ${noun} column is sorted ascending`,
    does: "Checks that one column's values run from lowest to highest",
    detail: "Numbers, prices and dates compare by value, other texts alphabetically ignoring case.",
    inputs: [column],
    since: "1.3",
  },
  {
    name: (noun) => `Verify ${noun} column is sorted descending`,
    does: "Checks that one column's values run from highest to lowest",
    detail: "Numbers, prices and dates compare by value, other texts alphabetically ignoring case.",
    inputs: [column],
    since: "1.3",
  },
  {
    name: (noun) => `Verify header of ${noun} is`,
    does: "Checks the column headers, in order",
    detail: "Give the expected headers separated by commas; the step lists which ones differ.",
    inputs: [input("expected headers", "Text", "Comma-separated headers.", "Order, Date, Total, Status")],
    since: "1.2",
  },
];

const tableInput = input("table", "Element", "The table or ARIA grid.", "Orders table");

const drafts = cross(
  operations,
  tableTargets,
  (operation, target): NlpDraft => ({
    name: operation.name(target.noun),
    short: `${operation.does} of a table${target.where}.`,
    long: `${operation.does} of an HTML table or ARIA grid${target.where}. ${operation.detail} Only the rows the page has rendered are seen; for virtual grids, scroll or filter first.`,
    inputs: [tableInput, ...target.frame, ...operation.inputs],
    outputs: operation.stores ? [output("value", "Text", "The value saved into the variable.")] : [],
    since: latest(operation.since, target.since),
  }),
);

export const tables = nlpFamily(
  {
    category: {
      id: "web-tables",
      title: "Web tables",
      shortDescription: "Read, check and click the cells of tables and data grids.",
      description:
        "Work with tabular data by row number and column header: read and verify cells, click cells and row buttons, count rows and columns, find a row by value, and check headers and sorting, on the page or inside a frame.",
      usageCount: 4800,
    },
    platforms: webOnly,
    since: "1.0",
    tags: ["table"],
    scenarios: [
      (_draft, example) => ({
        title: "Check the latest order in the order history",
        steps: [
          step("Navigate to URL", { url: `${demo.shop}/orders` }),
          step("Wait till element is visible", { element: "Orders table" }),
          example,
        ],
      }),
      (_draft, example) => ({
        title: "Sort the order history by total",
        steps: [
          step("Navigate to URL", { url: `${demo.shop}/orders` }),
          step("Click on element with text", { text: "Total" }),
          example,
        ],
      }),
    ],
    faqs: [
      () => ({
        question: "Can I give the column as a number instead of its header?",
        answer:
          "Yes. A number is read as a 1-based column position; any other text is matched against the header cells. Headers are steadier when columns can be reordered.",
      }),
      () => ({
        question: "Does it work with grids that are not HTML tables?",
        answer:
          "Yes, when they use ARIA roles (grid, row, gridcell, columnheader), as AG Grid, MUI and most design systems do. Grids made of plain divs need element locators instead.",
      }),
      () => ({
        question: "What about paginated tables?",
        answer:
          "The step sees the current page only. Click through pages with “Click on element”, or filter the table first so the row you need is on the first page.",
      }),
    ],
  },
  drafts,
);
