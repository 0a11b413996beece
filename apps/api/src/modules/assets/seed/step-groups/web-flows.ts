import type { StepGroupCategorySource } from "../catalogue.js";
import { demo } from "../catalogue-kit.js";

/** Step groups for the demo shop's web flows. Every step names an NLP of the catalogue (tested). */
export const webFlowCategories: StepGroupCategorySource[] = [
  {
    id: "login-and-authentication-flows",
    title: "Login and authentication flows",
    shortDescription: "Sign in, sign out, failed login and password reset as reusable groups.",
    description:
      "The sign-in flows almost every test case starts with: a plain login, a login that checks the error for wrong credentials, a sign-out, a password reset by e-mail link and a login with a one-time code. Each reads its credentials from variables so one group serves every environment.",
    usageCount: 8700,
    stepGroups: [
      {
        name: "Login with valid credentials",
        shortDescription: "Opens the sign-in page, signs in and checks the account menu.",
        description:
          "Navigates to the sign-in page, types the e-mail and the masked password, submits and waits for the account menu, which proves the session started.",
        platforms: ["Web"],
        steps: [
          { nlp: "Navigate to URL", inputs: { url: demo.login } },
          { nlp: "Enter input into element", inputs: { element: "Email field", input: "{email}" } },
          { nlp: "Enter masked input into element", inputs: { element: "Password field", input: "{password}" } },
          { nlp: "Click on element", inputs: { element: "Sign in button" } },
          { nlp: "Wait till element is visible", inputs: { element: "Account menu" } },
        ],
      },
      {
        name: "Login with wrong password shows an error",
        shortDescription: "Signs in with a wrong password and checks the error banner.",
        description:
          "A negative check: submits a valid e-mail with a wrong password and verifies that the error banner explains the problem and that the user stays on the sign-in page.",
        platforms: ["Web"],
        steps: [
          { nlp: "Navigate to URL", inputs: { url: demo.login } },
          { nlp: "Enter input into element", inputs: { element: "Email field", input: "{email}" } },
          { nlp: "Enter masked input into element", inputs: { element: "Password field", input: "not-the-password" } },
          { nlp: "Click on element", inputs: { element: "Sign in button" } },
          {
            nlp: "Verify text of element is",
            inputs: { element: "Login error banner", "expected text": "Wrong e-mail or password" },
          },
          { nlp: "Verify URL of the page contains", inputs: { "expected text": "/login" } },
        ],
      },
      {
        name: "Sign out",
        shortDescription: "Signs out from the account menu and checks the sign-in page.",
        description:
          "Opens the account menu, chooses Sign out and verifies that the sign-in page is shown again, so the next test starts without a session.",
        platforms: ["Web"],
        steps: [
          { nlp: "Click on element", inputs: { element: "Account menu" } },
          { nlp: "Click on element", inputs: { element: "Sign out link" } },
          { nlp: "Wait till element is visible", inputs: { element: "Sign in button" } },
          { nlp: "Verify title of the page contains", inputs: { "expected text": "Sign in" } },
        ],
      },
      {
        name: "Reset password with e-mail link",
        shortDescription: "Requests a reset link, opens it from the mailbox and sets a new password.",
        description:
          "Requests a password reset for a temporary mailbox, waits for the e-mail, opens the link it contains, sets a new password and signs in with it.",
        platforms: ["Web"],
        steps: [
          { nlp: "Navigate to URL", inputs: { url: demo.login } },
          { nlp: "Click on element", inputs: { element: "Forgot password link" } },
          { nlp: "Enter input into element", inputs: { element: "Email field", input: "{mailbox}" } },
          { nlp: "Press Enter key" },
          { nlp: "Wait for email with subject", inputs: { subject: "Reset your password" } },
          { nlp: "Get link from email", inputs: { "link text": "Choose a new password" } },
          { nlp: "Navigate to URL", inputs: { url: "{resetLink}" } },
          { nlp: "Enter masked input into element", inputs: { element: "Password field", input: "{newPassword}" } },
          { nlp: "Click on element", inputs: { element: "Sign in button" } },
        ],
      },
      {
        name: "Login with one-time code",
        shortDescription: "Signs in and completes the e-mailed one-time code step.",
        description:
          "For accounts with two-step verification: signs in, reads the one-time code from the e-mail that arrives, types it and checks that the account menu appears.",
        platforms: ["Web"],
        steps: [
          { nlp: "Navigate to URL", inputs: { url: demo.login } },
          { nlp: "Enter input into element", inputs: { element: "Email field", input: "{mailbox}" } },
          { nlp: "Enter masked input into element", inputs: { element: "Password field", input: "{password}" } },
          { nlp: "Click on element", inputs: { element: "Sign in button" } },
          { nlp: "Get OTP from email", inputs: { subject: "Your sign-in code" } },
          { nlp: "Enter input into element", inputs: { element: "One-time code field", input: "{otp}" } },
          { nlp: "Press Enter key" },
          { nlp: "Verify element is visible", inputs: { element: "Account menu" } },
        ],
      },
      {
        name: "Accept cookie banner if shown",
        shortDescription: "Closes the cookie banner when it appears, and moves on when it does not.",
        description:
          "A guard for the first page of a test: accepts the cookie banner if it shows and otherwise passes, so tests do not fail on a fresh browser profile.",
        platforms: ["Web"],
        steps: [
          { nlp: "Click on element if visible", inputs: { element: "Accept cookies button" } },
          { nlp: "Wait till element is not visible", inputs: { element: "Cookie banner" } },
          { nlp: "Take screenshot of page" },
        ],
      },
    ],
  },
  {
    id: "checkout-flows",
    title: "Checkout flows",
    shortDescription: "Add to cart, apply a coupon, enter the address and pay.",
    description:
      "The purchase path of the demo shop split into groups you can combine: add a product, apply a coupon, fill in the shipping address, pay with a test card inside the payment iframe and check the confirmation.",
    usageCount: 7400,
    stepGroups: [
      {
        name: "Add first product to cart",
        shortDescription: "Adds the first product of the listing to the cart and checks the badge.",
        description:
          "Opens the product listing, adds the first product card to the cart and verifies that the cart badge counts one item.",
        platforms: ["Web"],
        steps: [
          { nlp: "Navigate to URL", inputs: { url: demo.products } },
          { nlp: "Wait till element is visible", inputs: { element: "Product cards" } },
          { nlp: "Click on nth element of list", inputs: { elements: "Add to cart button", index: "1" } },
          { nlp: "Verify text of element is", inputs: { element: "Cart badge", "expected text": "1" } },
        ],
      },
      {
        name: "Apply coupon code",
        shortDescription: "Applies a coupon in the cart and checks the new total.",
        description:
          "Types a coupon code, applies it and stores the discounted total into a variable so later steps can compare it with the order confirmation.",
        platforms: ["Web"],
        steps: [
          { nlp: "Navigate to URL", inputs: { url: demo.cart } },
          { nlp: "Enter input into element", inputs: { element: "Coupon code field", input: "SPRING10" } },
          { nlp: "Click on element", inputs: { element: "Apply coupon button" } },
          { nlp: "Wait till text of element contains", inputs: { element: "Order total label", text: "$" } },
          { nlp: "Store element text into variable", inputs: { element: "Order total label", variable: "total" } },
        ],
      },
      {
        name: "Enter shipping address",
        shortDescription: "Fills in the shipping form with test data from Excel.",
        description:
          "Reads the recipient's name and postcode from the test-data workbook and fills in the shipping form, including the country dropdown.",
        platforms: ["Web"],
        steps: [
          { nlp: "Click on element", inputs: { element: "Checkout button" } },
          {
            nlp: "Read cell value from Excel sheet",
            inputs: { file: "checkout-data.xlsx", sheet: "Addresses", cell: "B2" },
          },
          { nlp: "Enter input into element", inputs: { element: "Shipping name field", input: "{cellValue}" } },
          { nlp: "Enter input into element", inputs: { element: "Shipping postcode field", input: "10115" } },
          {
            nlp: "Select option from dropdown by visible text",
            inputs: { dropdown: "Country dropdown", "option text": "Germany" },
          },
        ],
      },
      {
        name: "Pay with test card",
        shortDescription: "Enters a test card inside the payment frame and places the order.",
        description:
          "Types the test card number into the payment provider's iframe, places the order and verifies the confirmation message.",
        platforms: ["Web"],
        steps: [
          {
            nlp: "Enter input into element in frame",
            inputs: { element: "Card number field", frame: "payment-frame", input: "4242 4242 4242 4242" },
          },
          { nlp: "Click on element", inputs: { element: "Place order button" } },
          { nlp: "Wait till element is visible", inputs: { element: "Order confirmation message" } },
          {
            nlp: "Verify text of element contains",
            inputs: { element: "Order confirmation message", "expected text": "Thank you" },
          },
        ],
      },
      {
        name: "Remove every item from the cart",
        shortDescription: "Empties the cart so a test starts from zero items.",
        description:
          "Opens the cart and removes lines until none is left, then checks the empty-cart message. Use it in the set-up of checkout tests.",
        platforms: ["Web"],
        steps: [
          { nlp: "Navigate to URL", inputs: { url: demo.cart } },
          { nlp: "Click on element if visible", inputs: { element: "Remove item button" } },
          { nlp: "Wait till element is not present", inputs: { element: "Cart line items" } },
          { nlp: "Verify count of elements is", inputs: { elements: "Cart line items", count: "0" } },
        ],
      },
    ],
  },
  {
    id: "search-and-filter-flows",
    title: "Search and filter flows",
    shortDescription: "Search the catalogue, filter by brand and price, sort the results.",
    description:
      "Groups for the listing page: search by keyword, filter by brand, narrow the price range, sort by price and check that the results are in order, and check the no-results message.",
    usageCount: 5600,
    stepGroups: [
      {
        name: "Search products by keyword",
        shortDescription: "Searches from the header and checks that results are shown.",
        description:
          "Types a keyword into the header search box, runs the search and verifies that the result count and at least one product card are shown.",
        platforms: ["Web"],
        steps: [
          { nlp: "Navigate to URL", inputs: { url: demo.shop } },
          { nlp: "Enter input into element", inputs: { element: "Search box", input: "running shoes" } },
          { nlp: "Click on element", inputs: { element: "Search button" } },
          { nlp: "Wait till element is visible", inputs: { element: "Result count label" } },
          { nlp: "Verify count of elements is greater than", inputs: { elements: "Product cards", count: "0" } },
        ],
      },
      {
        name: "Filter products by brand",
        shortDescription: "Ticks a brand filter and checks the result count changes.",
        description:
          "Stores the result count, ticks a brand in the filter panel and verifies that the count shown afterwards is a different, smaller number.",
        platforms: ["Web"],
        steps: [
          { nlp: "Store element text into variable", inputs: { element: "Result count label", variable: "before" } },
          { nlp: "Select checkbox", inputs: { checkbox: "Brand filter checkbox" } },
          { nlp: "Wait till text of element contains", inputs: { element: "Result count label", text: "Showing" } },
          {
            nlp: "Verify text of element is not",
            inputs: { element: "Result count label", "unexpected text": "{before}" },
          },
        ],
      },
      {
        name: "Sort products by price",
        shortDescription: "Sorts by lowest price and checks the first card's price.",
        description:
          "Chooses “Price: low to high” in the sort dropdown, waits for the grid to refresh and checks that the prices read in ascending order.",
        platforms: ["Web"],
        steps: [
          {
            nlp: "Select option from dropdown by visible text",
            inputs: { dropdown: "Sort by dropdown", "option text": "Price: low to high" },
          },
          { nlp: "Wait till element is visible", inputs: { element: "Product cards" } },
          { nlp: "Verify elements text is sorted ascending", inputs: { elements: "Product card price" } },
        ],
      },
      {
        name: "Search with no results",
        shortDescription: "Searches for nonsense and checks the no-results message.",
        description:
          "Searches for a word no product contains and verifies the empty state, which catches listing pages that show stale results.",
        platforms: ["Web"],
        steps: [
          { nlp: "Enter input into element", inputs: { element: "Search box", input: "zzqxv" } },
          { nlp: "Press Enter key" },
          { nlp: "Verify element is visible", inputs: { element: "No results message" } },
          { nlp: "Verify count of elements is", inputs: { elements: "Product cards", count: "0" } },
        ],
      },
    ],
  },
];
