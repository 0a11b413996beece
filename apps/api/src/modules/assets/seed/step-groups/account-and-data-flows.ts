import type { StepGroupCategorySource } from "../catalogue.js";
import { demo } from "../catalogue-kit.js";

/** Step groups for profile changes, test data and browser housekeeping. */
export const accountAndDataFlowCategories: StepGroupCategorySource[] = [
  {
    id: "profile-and-account-flows",
    title: "Profile and account flows",
    shortDescription: "Update the profile, add an address, change preferences.",
    description:
      "Groups for a signed-in user's account: change the name and phone number, add an address, switch the newsletter preference and start the account deletion, each ending with a check of what the user sees.",
    usageCount: 3900,
    stepGroups: [
      {
        name: "Update profile name and phone",
        shortDescription: "Changes the first name and phone number and checks the toast.",
        description:
          "Clears and retypes the first name and phone number, saves, and verifies the confirmation toast, so profile regressions show up quickly.",
        platforms: ["Web"],
        steps: [
          { nlp: "Navigate to URL", inputs: { url: `${demo.shop}/profile` } },
          { nlp: "Clear and enter input into element", inputs: { element: "First name field", input: "Priya" } },
          {
            nlp: "Clear and enter input into element",
            inputs: { element: "Phone number field", input: "+44 20 7946 0958" },
          },
          { nlp: "Click on element", inputs: { element: "Save profile button" } },
          {
            nlp: "Verify text of element is",
            inputs: { element: "Profile saved toast", "expected text": "Your profile has been updated" },
          },
        ],
      },
      {
        name: "Turn off newsletter",
        shortDescription: "Unticks the newsletter preference and saves it.",
        description:
          "Unticks the newsletter checkbox, saves the profile, reloads the page and verifies the checkbox is still unticked, which proves the choice was stored.",
        platforms: ["Web"],
        steps: [
          { nlp: "Unselect checkbox", inputs: { checkbox: "Newsletter checkbox" } },
          { nlp: "Click on element", inputs: { element: "Save profile button" } },
          { nlp: "Refresh page" },
          { nlp: "Verify element is not selected", inputs: { element: "Newsletter checkbox" } },
        ],
      },
      {
        name: "Register a new account with random data",
        shortDescription: "Creates a fresh account from random test data.",
        description:
          "Generates a unique e-mail and name, fills in the sign-up form and checks the welcome message. Random values keep reruns independent of each other.",
        platforms: ["Web"],
        steps: [
          { nlp: "Store random email into variable", inputs: { variable: "newEmail" } },
          { nlp: "Store random first name into variable", inputs: { variable: "firstName" } },
          { nlp: "Navigate to URL", inputs: { url: `${demo.shop}/signup` } },
          { nlp: "Enter input into element", inputs: { element: "Email field", input: "{newEmail}" } },
          { nlp: "Enter input into element", inputs: { element: "First name field", input: "{firstName}" } },
          { nlp: "Click on element with text", inputs: { text: "Create account" } },
          { nlp: "Verify text is present on the page", inputs: { text: "Welcome" } },
        ],
      },
    ],
  },
  {
    id: "test-data-and-setup-flows",
    title: "Test data and set-up flows",
    shortDescription: "Prepare browsers, data and accounts before a test runs.",
    description:
      "Set-up and tear-down groups: start a clean browser, seed a user through the API, load a row of test data from Excel, and clean cookies and storage after a test.",
    usageCount: 4600,
    stepGroups: [
      {
        name: "Start a clean browser session",
        shortDescription: "Maximizes the window and clears cookies and storage.",
        description:
          "Makes every test start from the same state: maximizes the window, deletes all cookies and clears local and session storage before opening the shop.",
        platforms: ["Web"],
        steps: [
          { nlp: "Maximize browser window" },
          { nlp: "Delete all cookies" },
          { nlp: "Clear local storage" },
          { nlp: "Clear session storage" },
          { nlp: "Navigate to URL", inputs: { url: demo.shop } },
        ],
      },
      {
        name: "Create a test user through the API",
        shortDescription: "Creates a user with one API call and stores its id.",
        description:
          "Faster and steadier than signing up through the page: posts a new user to the demo API, checks the 201 status and stores the new user's id for later steps.",
        platforms: ["Web", "Android", "iOS"],
        steps: [
          { nlp: "Set request header", inputs: { header: "Content-Type", value: "application/json" } },
          { nlp: "Set bearer token", inputs: { token: "{adminToken}" } },
          {
            nlp: "Set request body",
            inputs: { body: '{"email":"{newEmail}","password":"{password}"}' },
          },
          { nlp: "Send POST request", inputs: { url: `${demo.api}/users` } },
          { nlp: "Verify API response status code is", inputs: { "status code": "201" } },
          { nlp: "Store JSON path value into variable", inputs: { "json path": "$.id", variable: "userId" } },
        ],
      },
      {
        name: "Load a test-data row from Excel",
        shortDescription: "Reads a row of the data workbook into variables.",
        description:
          "Finds the row of the test case in the workbook by its id and reads the user name and expected total into variables, for data-driven runs.",
        platforms: ["Web", "Android", "iOS"],
        steps: [
          {
            nlp: "Get row index of Excel sheet by value",
            inputs: { file: "orders.xlsx", sheet: "Cases", value: "TC-104" },
          },
          { nlp: "Read cell value from Excel sheet", inputs: { file: "orders.xlsx", sheet: "Cases", cell: "B{row}" } },
          { nlp: "Read cell value from Excel sheet", inputs: { file: "orders.xlsx", sheet: "Cases", cell: "C{row}" } },
          { nlp: "Verify variable value is not empty", inputs: { variable: "cellValue" } },
        ],
      },
      {
        name: "Verify order stored in the database",
        shortDescription: "Checks the order row the checkout wrote.",
        description:
          "After a checkout, looks the order up in the shop's database by its number and verifies its status and total, which catches front ends that show success for failed writes.",
        platforms: ["Web"],
        steps: [
          { nlp: "Connect to PostgreSQL database", inputs: { "connection string": "{ordersDb}" } },
          {
            nlp: "Execute SQL query",
            inputs: { query: "select status, total from orders where number = '{orderNumber}'" },
          },
          { nlp: "Verify query result row count is", inputs: { count: "1" } },
          { nlp: "Verify query result value is", inputs: { column: "status", "expected value": "PAID" } },
          { nlp: "Close database connection" },
        ],
      },
    ],
  },
];
