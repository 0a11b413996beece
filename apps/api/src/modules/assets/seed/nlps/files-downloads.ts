import {
  allPlatforms,
  demo,
  input,
  type NlpDraft,
  nlpFamily,
  output,
  step,
  stepLine,
  webOnly,
} from "../catalogue-kit.js";

/** Uploads, downloads, local files and PDF documents. */
const fileName = (example: string) =>
  input("file name", "Text", "The file's name, or part of it, in the downloads folder.", example);

/** Uploads are shown in the flows that use them, not next to downloads. */
const uploadScenarios = (example: string) => [
  {
    title: "Attach a document to a support request",
    steps: [
      step("Navigate to URL", { url: `${demo.shop}/support/new` }),
      example,
      step("Click on element with text", { text: "Send" }),
    ],
  },
  {
    title: "Change the profile picture",
    steps: [
      step("Navigate to URL", { url: `${demo.shop}/profile` }),
      example,
      step("Click on element", { element: "Save profile button" }),
      step("Verify element is visible", { element: "Profile saved toast" }),
    ],
  },
];

const drafts: NlpDraft[] = [
  {
    name: "Upload file using element",
    short: "Chooses a file for a file input, without the system dialog.",
    long: "Sends the file's path to the file input, which is what the operating system's file dialog would do; the dialog itself is never opened. Hidden inputs behind styled buttons work too.",
    inputs: [
      input("element", "Element", "The input of type file (or its styled wrapper).", "Profile picture input"),
      input("file", "File", "A file from the project's test data.", "avatar.png"),
    ],
    scenarios: uploadScenarios(
      stepLine("Upload file using element", [
        { name: "element", example: "Profile picture input" },
        { name: "file", example: "avatar.png" },
      ]),
    ),
  },
  {
    name: "Upload file by drag and drop",
    short: "Drops a file onto a drop zone.",
    long: "Simulates dragging the file from the desktop onto the element, firing the dragenter, dragover and drop events that drop zones listen to.",
    inputs: [
      input("drop zone", "Element", "The element that accepts dropped files.", "Attachment drop zone"),
      input("file", "File", "A file from the project's test data.", "invoice.pdf"),
    ],
    since: "1.4",
    scenarios: uploadScenarios(
      stepLine("Upload file by drag and drop", [
        { name: "drop zone", example: "Attachment drop zone" },
        { name: "file", example: "invoice.pdf" },
      ]),
    ),
  },
  {
    name: "Verify file is downloaded",
    short: "Checks that a file arrived in the downloads folder.",
    long: "Waits until a file whose name contains the text you give is complete in the session's downloads folder (partial .crdownload files do not count).",
    inputs: [fileName("invoice-"), input("timeout", "Duration", "Longest wait in seconds.", "30", false)],
  },
  {
    name: "Wait till file is downloaded",
    short: "Waits until a download finishes.",
    long: "Waits until no download of the session is still in progress and at least one new file has arrived, for downloads whose name is not known in advance.",
    inputs: [input("timeout", "Duration", "Longest wait in seconds.", "60", false)],
    since: "1.2",
  },
  {
    name: "Store latest downloaded file name into variable",
    short: "Saves the name of the newest downloaded file.",
    long: "Reads the name of the most recent complete download and saves it, so later steps can open, check or delete it.",
    inputs: [input("variable", "Variable", "Name of the variable to fill.", "downloadedFile")],
    outputs: [output("file name", "Text", "Name of the newest download.")],
    since: "1.1",
  },
  {
    name: "Verify downloaded file name contains",
    short: "Checks the name of the newest downloaded file.",
    long: "Reads the name of the most recent complete download and checks that it contains the text you give, such as the order number.",
    inputs: [input("expected text", "Text", "Text the file name should contain.", "{orderNumber}")],
    since: "1.1",
  },
  {
    name: "Verify downloaded file size is greater than",
    short: "Checks that the newest download is not empty or truncated.",
    long: "Reads the size of the most recent complete download and checks that it is larger than the number of kilobytes you give.",
    inputs: [input("kilobytes", "Number", "Minimum size in KB.", "10")],
    since: "1.3",
  },
  {
    name: "Delete downloaded file",
    short: "Removes a file from the downloads folder.",
    long: "Deletes the downloaded file with the name you give, so a later check of the same download cannot pass on an old copy.",
    inputs: [fileName("invoice-104233.pdf")],
    since: "1.1",
  },
  {
    name: "Delete all downloaded files",
    short: "Empties the session's downloads folder.",
    long: "Deletes every file of the session's downloads folder; run it before a download test so only the new file is there.",
    inputs: [],
    since: "1.2",
  },
  {
    name: "Verify file exists",
    short: "Checks that a file exists on the machine running the test.",
    long: "Passes when the path points to an existing file on the machine that runs the test, for applications that write reports or logs locally.",
    inputs: [
      input("path", "Text", "Absolute path, or a path relative to the run's working folder.", "reports/summary.html"),
    ],
    platforms: allPlatforms,
    since: "1.2",
  },
  {
    name: "Read text from file",
    short: "Reads a text file into a variable.",
    long: "Reads the whole file as UTF-8 text into a variable, for example a JSON fixture or an exported log.",
    inputs: [
      input("path", "Text", "Path of the file.", "downloads/export.json"),
      input("variable", "Variable", "Name of the variable to fill.", "fileText"),
    ],
    outputs: [output("text", "Text", "The file's content.")],
    platforms: allPlatforms,
    since: "1.2",
  },
  {
    name: "Write text to file",
    short: "Writes text into a file, replacing it.",
    long: "Creates the file, or replaces its content, with the text you give, encoded as UTF-8.",
    inputs: [
      input("path", "Text", "Path of the file.", "output/order.txt"),
      input("text", "Text", "The text to write.", "{orderNumber}"),
    ],
    platforms: allPlatforms,
    since: "1.2",
  },
  {
    name: "Append text to file",
    short: "Adds text at the end of a file.",
    long: "Adds the text, followed by a line break, at the end of the file, creating it if needed; handy for collecting values across a suite.",
    inputs: [
      input("path", "Text", "Path of the file.", "output/orders.log"),
      input("text", "Text", "The text to add.", "{orderNumber}"),
    ],
    platforms: allPlatforms,
    since: "1.3",
  },
  {
    name: "Verify PDF contains text",
    short: "Checks that a PDF's text contains a phrase.",
    long: "Extracts the text of every page of the PDF (downloaded or from test data) and checks that the phrase appears, for invoices, tickets and reports.",
    inputs: [
      input("file", "File", "The PDF file.", "invoice-104233.pdf"),
      input("text", "Text", "The phrase to look for.", "Total due"),
    ],
    since: "1.4",
    tags: ["pdf"],
  },
  {
    name: "Store PDF page count into variable",
    short: "Saves how many pages a PDF has.",
    long: "Counts the pages of the PDF and saves the number into a variable.",
    inputs: [
      input("file", "File", "The PDF file.", "report.pdf"),
      input("variable", "Variable", "Name of the variable to fill.", "pages"),
    ],
    outputs: [output("pages", "Number", "The number of pages.")],
    since: "1.4",
    tags: ["pdf"],
  },
  {
    name: "Store PDF text into variable",
    short: "Saves the text of a PDF page.",
    long: "Extracts the text of one page of the PDF (or of all pages when no page is given) into a variable, for checks with the string steps.",
    inputs: [
      input("file", "File", "The PDF file.", "invoice-104233.pdf"),
      input("page", "Number", "1-based page number; empty for all pages.", "1", false),
      input("variable", "Variable", "Name of the variable to fill.", "invoiceText"),
    ],
    outputs: [output("text", "Text", "The extracted text.")],
    since: "1.5",
    tags: ["pdf"],
  },
  {
    name: "Verify downloaded Excel file has rows",
    short: "Checks that an exported workbook is not empty.",
    long: "Opens the newest downloaded .xlsx file and checks that its first sheet has at least the number of data rows you give.",
    inputs: [input("rows", "Number", "Minimum number of data rows.", "1")],
    since: "1.5",
  },
];

export const filesAndDownloads = nlpFamily(
  {
    category: {
      id: "files-and-downloads",
      title: "Files and downloads",
      shortDescription: "Upload files, check downloads and read PDFs and text files.",
      description:
        "Everything about files: upload through file inputs and drop zones, wait for and check downloads, read and write text files on the test machine, and check the text and pages of PDF documents.",
      usageCount: 4500,
    },
    platforms: webOnly,
    since: "1.0",
    tags: ["file"],
    scenarios: [
      (_draft, example) => ({
        title: "Download an invoice",
        steps: [
          step("Navigate to URL", { url: `${demo.shop}/orders` }),
          step("Delete all downloaded files"),
          step("Click on element with text", { text: "Download invoice" }),
          example,
        ],
      }),
      (_draft, example) => ({
        title: "Check an exported report",
        steps: [
          step("Navigate to URL", { url: `${demo.shop}/account/reports` }),
          step("Click on element with text", { text: "Export" }),
          step("Wait till file is downloaded"),
          example,
        ],
      }),
    ],
    faqs: [
      () => ({
        question: "Where is the downloads folder?",
        answer:
          "Each browser session gets its own empty downloads folder on the machine running the test, so parallel runs never see each other's files.",
      }),
      () => ({
        question: "Does this work on cloud and remote browsers?",
        answer:
          "Yes. On remote machines the files are read through the agent, so the steps behave the same as on a local browser.",
      }),
    ],
  },
  drafts,
);
