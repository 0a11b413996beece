import { demo, input, type NlpDraft, step } from "../catalogue-kit.js";

/** Inputs, examples and FAQs shared by the accessibility, performance and visual families. */
export const element = (example: string) => input("element", "Element", "The element to check.", example);
export const ms = (example: string) => input("milliseconds", "Number", "The largest acceptable value in ms.", example);
export const qualityFaqs = [
  () => ({
    question: "Can a quality check warn instead of failing?",
    answer:
      "Yes. Mark the step “continue on failure”: the result is recorded in the report and the test case goes on, which suits budgets you are still tuning.",
  }),
  () => ({
    question: "Are results comparable between machines?",
    answer:
      "Run quality checks on the same machine type and browser each time: screen size, fonts, CPU and network all affect timings and pixels.",
  }),
];

export const qualityScenarios = [
  (_draft: NlpDraft, example: string) => ({
    title: "Check the home page",
    steps: [step("Navigate to URL", { url: demo.shop }), step("Wait till page is loaded"), example],
  }),
  (_draft: NlpDraft, example: string) => ({
    title: "Check the checkout page",
    steps: [
      step("Navigate to URL", { url: demo.cart }),
      step("Click on element", { element: "Checkout button" }),
      example,
    ],
  }),
];
