import { allPlatforms, demo, input, nlpFamily, step } from "../catalogue-kit.js";
import { draftsFromRows, type NlpRow } from "./row-drafts.js";

/** E-mail and one-time-code helpers: the flows that leave the browser. */
const variable = (example: string) => input("variable", "Variable", "Name of the variable to fill.", example);

const emailRows: NlpRow[] = [
  [
    "Create temporary mailbox",
    "Creates a disposable mailbox and saves its address.",
    "Each run gets a fresh address that receives real e-mail, so sign-up and reset flows can be tested end to end.",
    [variable("mailbox")],
    "1.3",
  ],
  [
    "Wait for email with subject",
    "Waits until an e-mail with a subject arrives.",
    "Checks the mailbox every few seconds; the matching message becomes the current e-mail for the steps that follow.",
    [
      input("subject", "Text", "Text the subject contains.", "Confirm your e-mail"),
      input("timeout", "Duration", "Longest wait in seconds.", "60", false),
    ],
    "1.3",
  ],
  [
    "Verify email is received",
    "Checks that an e-mail from a sender arrived.",
    "Passes when the mailbox holds a message from the sender since the test case started.",
    [input("sender", "Text", "Sender address or part of it.", "no-reply@ignitest.example")],
    "1.3",
  ],
  [
    "Verify no email is received",
    "Checks that no new e-mail arrived.",
    "Waits for the time you give and passes if nothing new arrived, for example after unsubscribing.",
    [input("seconds", "Duration", "How long to watch the mailbox.", "30")],
    "1.4",
  ],
  [
    "Verify email subject is",
    "Checks the exact subject of the current e-mail.",
    "Compares the subject after trimming spaces.",
    [input("expected text", "Text", "The expected subject.", "Your order ORD-104233 has shipped")],
    "1.3",
  ],
  [
    "Verify email subject contains",
    "Checks that the current e-mail's subject contains a text.",
    "The comparison is case-sensitive.",
    [input("expected text", "Text", "Text the subject should contain.", "{orderNumber}")],
    "1.3",
  ],
  [
    "Verify email body contains",
    "Checks that the current e-mail's text contains a phrase.",
    "The HTML part is read as visible text; the plain-text part is used when there is no HTML.",
    [input("expected text", "Text", "The phrase to look for.", "Track your parcel")],
    "1.3",
  ],
  [
    "Verify email sender is",
    "Checks who sent the current e-mail.",
    "Compares the From address, ignoring the display name.",
    [input("expected sender", "Text", "The expected address.", "orders@ignitest.example")],
    "1.4",
  ],
  [
    "Get OTP from email",
    "Reads a one-time code from an e-mail.",
    "Waits for the e-mail, finds the first run of 4 to 8 digits in its text and saves it into {otp}.",
    [input("subject", "Text", "Text the subject contains.", "Your sign-in code")],
    "1.3",
  ],
  [
    "Get OTP from SMS",
    "Reads a one-time code from a text message.",
    "Reads the latest SMS of the project's test phone number and saves the code into {otp}.",
    [input("sender", "Text", "Sender name or number, optional.", "IGNITEST", false)],
    "1.5",
  ],
  [
    "Generate TOTP code from secret",
    "Computes an authenticator-app code.",
    "Computes the current 6-digit time-based code from the shared secret, as Google Authenticator would.",
    [input("secret", "Text", "The Base32 secret, usually a variable.", "{totpSecret}"), variable("otp")],
    "1.5",
  ],
  [
    "Get link from email",
    "Saves a link of the current e-mail.",
    "Finds the link by its text (or the first link when no text is given) and saves its address into {resetLink}-style variables.",
    [input("link text", "Text", "The link's visible text.", "Confirm e-mail")],
    "1.3",
  ],
  [
    "Open link from email",
    "Opens a link of the current e-mail in the browser.",
    "Finds the link by its text and navigates the current tab to it, for confirmation and reset links.",
    [input("link text", "Text", "The link's visible text.", "Confirm e-mail")],
    "1.4",
  ],
  [
    "Store email body into variable",
    "Saves the text of the current e-mail.",
    "Saves the visible text for checks with the string steps.",
    [variable("emailText")],
    "1.4",
  ],
  [
    "Download email attachment",
    "Saves an attachment of the current e-mail.",
    "Saves the attachment into the downloads folder, where the file steps can check it.",
    [input("file name", "Text", "The attachment's name or part of it.", "invoice")],
    "1.5",
  ],
  [
    "Delete all emails in mailbox",
    "Empties the mailbox.",
    "Removes every message, so the next wait only sees new mail.",
    [],
    "1.3",
  ],
];

export const emailAndOtp = nlpFamily(
  {
    category: {
      id: "email-and-otp",
      title: "E-mail and OTP helpers",
      shortDescription: "Receive e-mails, read one-time codes and follow links.",
      description:
        "Test the flows that leave the browser: create disposable mailboxes, wait for and check e-mails, follow confirmation and reset links, download attachments, and read one-time codes from e-mail, SMS or an authenticator secret.",
      usageCount: 4400,
    },
    platforms: allPlatforms,
    since: "1.3",
    tags: ["email", "otp"],
    scenarios: [
      (_draft, example) => ({
        title: "Confirm a new account",
        steps: [
          step("Create temporary mailbox", { variable: "mailbox" }),
          step("Navigate to URL", { url: `${demo.shop}/signup` }),
          step("Enter input into element", { element: "Email field", input: "{mailbox}" }),
          step("Click on element with text", { text: "Create account" }),
          example,
        ],
      }),
      (_draft, example) => ({
        title: "Sign in with a one-time code",
        steps: [
          step("Click on element", { element: "Sign in button" }),
          example,
          step("Verify element is visible", { element: "Account menu" }),
        ],
      }),
    ],
    faqs: [
      () => ({
        question: "Do I need my own mail server?",
        answer:
          "No. Temporary mailboxes are provided by the platform. To use your own test domain, add its IMAP account in the project settings.",
      }),
      () => ({
        question: "How are one-time codes found?",
        answer:
          "The first run of 4 to 8 digits in the message is taken. Give a pattern in the project settings if your codes contain letters.",
      }),
    ],
  },
  draftsFromRows(emailRows),
);
