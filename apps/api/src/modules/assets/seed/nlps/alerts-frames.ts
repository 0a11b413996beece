import { demo, input, type NlpDraft, nlpFamily, output, step, webOnly } from "../catalogue-kit.js";

/** JavaScript alerts, confirms and prompts, and moving in and out of iframes. */
const alertDrafts: NlpDraft[] = [
  {
    name: "Accept alert",
    short: "Presses OK on the open alert, confirm or prompt.",
    long: "Accepts the JavaScript dialog the page opened (OK on an alert, confirm or prompt) and returns the focus to the page. The step fails when no dialog is open.",
    inputs: [],
  },
  {
    name: "Dismiss alert",
    short: "Presses Cancel on the open confirm or prompt.",
    long: "Dismisses the JavaScript dialog (Cancel on a confirm or prompt; an alert has only OK, which is pressed). Use it to test that cancelling a delete really keeps the record.",
    inputs: [],
  },
  {
    name: "Store alert text into variable",
    short: "Saves the message of the open dialog.",
    long: "Reads the message of the open alert, confirm or prompt, saves it into a variable and leaves the dialog open for the next step to accept or dismiss.",
    inputs: [input("variable", "Variable", "Name of the variable to fill.", "alertMessage")],
    outputs: [output("text", "Text", "The dialog's message.")],
  },
  {
    name: "Verify alert text is",
    short: "Checks the exact message of the open dialog.",
    long: "Reads the message of the open JavaScript dialog and checks that it equals the expected text, leaving the dialog open.",
    inputs: [input("expected text", "Text", "The message the dialog should show.", "Delete this address?")],
  },
  {
    name: "Verify alert text contains",
    short: "Checks that the open dialog's message contains a text.",
    long: "Reads the message of the open JavaScript dialog and checks that it contains the expected text, which is steadier for messages that include names or numbers.",
    inputs: [input("expected text", "Text", "The text the message should contain.", "Delete")],
  },
  {
    name: "Verify alert is present",
    short: "Checks that a JavaScript dialog is open.",
    long: "Passes when the page has an open alert, confirm or prompt, for actions that must ask before doing something irreversible.",
    inputs: [],
    since: "1.1",
  },
  {
    name: "Verify alert is not present",
    short: "Checks that no JavaScript dialog is open.",
    long: "Passes when no alert, confirm or prompt is open, for example that saving a valid form does not pop up a warning.",
    inputs: [],
    since: "1.1",
  },
  {
    name: "Enter input into alert",
    short: "Types text into the open prompt dialog.",
    long: "Types the text into the input of an open JavaScript prompt, without closing it; accept it with “Accept alert”.",
    inputs: [input("input", "Text", "The text to type into the prompt.", "Spring sale")],
  },
  {
    name: "Enter input into alert and accept",
    short: "Answers a prompt dialog and presses OK.",
    long: "Types the text into the open JavaScript prompt and accepts it in one step.",
    inputs: [input("input", "Text", "The answer to type.", "Spring sale")],
    since: "1.2",
  },
  {
    name: "Accept alert if present",
    short: "Presses OK when a dialog is open, and moves on otherwise.",
    long: "Accepts the open JavaScript dialog if there is one and passes either way, for “leave this page?” prompts that appear only when something is unsaved.",
    inputs: [],
    since: "1.3",
  },
  {
    name: "Accept browser permission prompt",
    short: "Allows the browser's camera, microphone or location request.",
    long: "Grants the permission the page asked for (camera, microphone, location or notifications) for this session, since the browser's own prompt is outside the page and cannot be clicked.",
    inputs: [input("permission", "Text", "camera, microphone, geolocation or notifications.", "geolocation")],
    since: "2.0",
  },
];

const frameDrafts: NlpDraft[] = [
  {
    name: "Switch to frame by index",
    short: "Moves the test into the iframe at a position.",
    long: "Switches into the iframe at the 1-based position you give, counted in page order among the current document's frames. Later steps act inside it until you switch back.",
    inputs: [input("index", "Number", "1-based position of the frame.", "1")],
  },
  {
    name: "Switch to frame by name or id",
    short: "Moves the test into the iframe with a name or id.",
    long: "Switches into the iframe whose name or id attribute equals the text you give. Later steps act inside it until you switch back.",
    inputs: [input("frame", "Text", "The frame's name or id attribute.", "payment-frame")],
  },
  {
    name: "Switch to frame by element",
    short: "Moves the test into the iframe found by a locator.",
    long: "Switches into the iframe element found by the locator, for frames without a stable name or id, such as those of payment and chat widgets.",
    inputs: [input("frame element", "Element", "The iframe element.", "Payment iframe")],
    since: "1.1",
  },
  {
    name: "Switch to parent frame",
    short: "Moves the test one frame level up.",
    long: "Leaves the current iframe for the document that contains it, one level up. In the top document it does nothing.",
    inputs: [],
    since: "1.1",
  },
  {
    name: "Switch to default content",
    short: "Moves the test back to the main page.",
    long: "Leaves every iframe and returns to the top document of the tab, whatever the nesting depth.",
    inputs: [],
  },
  {
    name: "Verify frame is present",
    short: "Checks that an iframe with a name or id exists.",
    long: "Passes when the current document holds an iframe whose name or id equals the text you give, for widgets that must be embedded.",
    inputs: [input("frame", "Text", "The frame's name or id attribute.", "chat-widget")],
    since: "1.2",
  },
  {
    name: "Store frame count into variable",
    short: "Saves how many iframes the document holds.",
    long: "Counts the iframes of the current document (not their children) and saves the number into a variable.",
    inputs: [input("variable", "Variable", "Name of the variable to fill.", "frameCount")],
    outputs: [output("count", "Number", "How many iframes the document holds.")],
    since: "1.2",
  },
];

export const alertsAndFrames = nlpFamily(
  {
    category: {
      id: "alerts-and-frames",
      title: "Alerts and frames",
      shortDescription: "Handle JavaScript dialogs and work inside iframes.",
      description:
        "Deal with the parts of a page that live outside normal elements: accept, dismiss, read and answer JavaScript alerts, confirms and prompts, grant browser permissions, and switch into and out of iframes by index, name or element.",
      usageCount: 5400,
    },
    platforms: webOnly,
    since: "1.0",
    tags: ["alert", "frame"],
    scenarios: [
      (_draft, example) => ({
        title: "Delete a saved address",
        steps: [
          step("Navigate to URL", { url: `${demo.shop}/profile/addresses` }),
          step("Click on element with text", { text: "Delete" }),
          example,
          step("Verify text is present on the page", { text: "Address deleted" }),
        ],
      }),
      (_draft, example) => ({
        title: "Pay inside the payment provider's frame",
        steps: [
          step("Navigate to URL", { url: `${demo.shop}/checkout/payment` }),
          example,
          step("Enter input into element", { element: "Card number field", input: "4242 4242 4242 4242" }),
          step("Switch to default content"),
        ],
      }),
    ],
    faqs: [
      () => ({
        question: "Why can't I click the dialog's buttons like elements?",
        answer:
          "JavaScript alerts, confirms and prompts are drawn by the browser, outside the page, so no locator reaches them. These steps talk to the dialog through the browser driver instead. Dialogs built with HTML (modals) are normal elements.",
      }),
      () => ({
        question: "Do I have to switch back after working in a frame?",
        answer:
          "Yes, when you switched with a “Switch to frame …” step: later steps act inside the frame until “Switch to default content”. The “… in frame” variants of element steps switch back by themselves.",
      }),
      () => ({
        question: "What if a step runs while a dialog is open?",
        answer:
          "Any other step fails with “unexpected alert open”, because the browser blocks the page. Handle the dialog right after the action that opens it.",
      }),
    ],
  },
  [...alertDrafts, ...frameDrafts],
);
