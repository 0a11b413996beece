import type { StepGroupCategorySource } from "../catalogue.js";
import { demo } from "../catalogue-kit.js";

/** Step groups for checks beyond function: accessibility, speed, visuals, files and navigation menus. */
export const qualityFlowCategories: StepGroupCategorySource[] = [
  {
    id: "quality-check-flows",
    title: "Quality check flows",
    shortDescription: "Accessibility, performance and visual checks ready to drop into a suite.",
    description:
      "Groups that check how well pages work rather than whether they work: a WCAG scan of the home page, a performance budget for the listing, visual baselines of key components, and a timed search.",
    usageCount: 3200,
    stepGroups: [
      {
        name: "Check home page accessibility",
        shortDescription: "Scans the home page for WCAG violations and missing labels.",
        description:
          "Opens the home page, runs the WCAG 2.2 AA scan, fails on critical violations, and checks image alternatives and the search field's label.",
        platforms: ["Web"],
        steps: [
          { nlp: "Navigate to URL", inputs: { url: demo.shop } },
          { nlp: "Wait till page is loaded" },
          { nlp: "Verify page has no critical accessibility violations" },
          { nlp: "Verify images have alternative text" },
          { nlp: "Verify form field has label", inputs: { element: "Search box" } },
        ],
      },
      {
        name: "Check listing page performance budget",
        shortDescription: "Checks load time, LCP, layout shift and request count of the listing.",
        description:
          "Loads the product listing and checks it against a budget: load under 3 s, largest contentful paint under 2.5 s, layout shift under 0.1 and fewer than 80 requests.",
        platforms: ["Web"],
        steps: [
          { nlp: "Navigate to URL", inputs: { url: demo.products } },
          { nlp: "Verify page load time is less than", inputs: { milliseconds: "3000" } },
          { nlp: "Verify largest contentful paint is less than", inputs: { milliseconds: "2500" } },
          { nlp: "Verify cumulative layout shift is less than", inputs: { score: "0.1" } },
          { nlp: "Verify number of network requests is less than", inputs: { count: "80" } },
        ],
      },
      {
        name: "Time a product search",
        shortDescription: "Measures how long a search takes from typing to results.",
        description:
          "Starts a timer, runs a search, waits for the results and saves the duration, which the report shows next to the step.",
        platforms: ["Web"],
        steps: [
          { nlp: "Navigate to URL", inputs: { url: demo.shop } },
          { nlp: "Start timer", inputs: { timer: "search" } },
          { nlp: "Enter input into element", inputs: { element: "Search box", input: "running shoes" } },
          { nlp: "Press Enter key" },
          { nlp: "Wait till element is visible", inputs: { element: "Result count label" } },
          { nlp: "Stop timer and store duration into variable", inputs: { timer: "search", variable: "searchMs" } },
        ],
      },
      {
        name: "Visual check of the product card",
        shortDescription: "Compares the first product card with its approved baseline.",
        description:
          "Masks the promotion banner, which changes every week, then compares the first product card and the whole listing with their baselines.",
        platforms: ["Web"],
        steps: [
          { nlp: "Navigate to URL", inputs: { url: demo.products } },
          { nlp: "Ignore element in visual comparison", inputs: { element: "Promotion banner" } },
          {
            nlp: "Verify element matches visual baseline",
            inputs: { element: "Product cards", baseline: "product-card" },
          },
          { nlp: "Verify page matches visual baseline", inputs: { baseline: "listing-desktop" } },
        ],
      },
    ],
  },
  {
    id: "files-and-navigation-flows",
    title: "Files and navigation flows",
    shortDescription: "Download invoices, upload pictures, use menus and switch language.",
    description:
      "Everyday flows around the main path: download and check an invoice PDF, upload a profile picture, reach a category through the hover menu, and switch the shop's language.",
    usageCount: 2800,
    stepGroups: [
      {
        name: "Download and check an invoice",
        shortDescription: "Downloads the latest invoice and checks its PDF text.",
        description:
          "Empties the downloads folder, downloads the invoice of the latest order and checks that the PDF arrived and mentions the amount due.",
        platforms: ["Web"],
        steps: [
          { nlp: "Navigate to URL", inputs: { url: `${demo.shop}/orders` } },
          { nlp: "Delete all downloaded files" },
          { nlp: "Click on element with text", inputs: { text: "Download invoice" } },
          { nlp: "Verify file is downloaded", inputs: { "file name": "invoice-" } },
          { nlp: "Verify PDF contains text", inputs: { file: "{downloadedFile}", text: "Total due" } },
        ],
      },
      {
        name: "Upload a profile picture",
        shortDescription: "Uploads an avatar image and checks that it shows.",
        description:
          "Chooses an image for the profile picture input, saves the profile and checks that the new image loaded.",
        platforms: ["Web"],
        steps: [
          { nlp: "Navigate to URL", inputs: { url: `${demo.shop}/profile` } },
          { nlp: "Upload file using element", inputs: { element: "Profile picture input", file: "avatar.png" } },
          { nlp: "Click on element", inputs: { element: "Save profile button" } },
          { nlp: "Verify image of element is loaded", inputs: { element: "Profile picture" } },
        ],
      },
      {
        name: "Open a category from the hover menu",
        shortDescription: "Hovers over the category menu and opens a category.",
        description:
          "Hovers over the header's category menu, clicks a category and checks the address and the listing heading.",
        platforms: ["Web"],
        steps: [
          { nlp: "Mouse hover on element", inputs: { element: "Categories menu" } },
          { nlp: "Click on element with text", inputs: { text: "Running" } },
          { nlp: "Verify URL of the page contains", inputs: { "expected text": "/category/running" } },
          { nlp: "Verify text is present on the page", inputs: { text: "Running" } },
        ],
      },
      {
        name: "Switch the shop to German",
        shortDescription: "Changes the language and checks translated texts.",
        description:
          "Chooses German in the language dropdown by its value and checks the translated sign-in button and the page's lang attribute.",
        platforms: ["Web"],
        steps: [
          { nlp: "Select option from dropdown by value", inputs: { dropdown: "Language dropdown", value: "de" } },
          { nlp: "Wait till page is loaded" },
          { nlp: "Verify text of element is", inputs: { element: "Sign in button", "expected text": "Anmelden" } },
          { nlp: "Verify page source contains", inputs: { text: '<html lang="de"' } },
        ],
      },
    ],
  },
];
