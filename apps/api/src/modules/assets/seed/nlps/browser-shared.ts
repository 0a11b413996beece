import { demo, type NlpDraft, step, webOnly } from "../catalogue-kit.js";

/** Examples and FAQs shared by the browser-window and navigation families. */
export const browserFamily = {
  platforms: webOnly,
  tags: ["browser"],
  scenarios: [
    (_draft: NlpDraft, example: string) => ({
      title: "Follow a link that opens a new tab",
      steps: [
        step("Navigate to URL", { url: demo.shop }),
        step("Click on element with text", { text: "Size guide" }),
        example,
        step("Verify title of the page contains", { "expected text": "Size guide" }),
      ],
    }),
    (_draft: NlpDraft, example: string) => ({
      title: "Prepare the browser before a test",
      steps: [step("Maximize browser window"), step("Delete all cookies"), example, step("Take screenshot of page")],
    }),
    (_draft: NlpDraft, example: string) => ({
      title: "Check the order page after payment",
      steps: [
        step("Click on element", { element: "Place order button" }),
        example,
        step("Verify URL of the page contains", { "expected text": "/orders/" }),
      ],
    }),
  ],
  faqs: [
    () => ({
      question: "Does this work on mobile browsers?",
      answer:
        "Window and tab steps need a desktop browser: mobile browsers run one visible tab and no windows. Navigation steps work in mobile browsers too.",
    }),
    () => ({
      question: "What happens to the session's cookies?",
      answer:
        "Tabs and windows of one session share cookies and storage. Start a new browser (“Close browser”, then “Open browser”) for a clean, separate user.",
    }),
    () => ({
      question: "How long does the step wait for the page?",
      answer:
        "Up to the page-load timeout of the execution settings (60 seconds by default). The step fails with a timeout message naming the address if the page does not load in time.",
    }),
  ],
};
