import { input, nlpFamily, step } from "../catalogue-kit.js";
import { platformSpecificFaqs } from "./platform-specific-faqs.js";
import { draftsFromRows, type NlpRow } from "./row-drafts.js";

/** What only UiAutomator2 can do: system buttons, activities, permissions, toasts, emulator tools. */
const variable = (example: string) => input("variable", "Variable", "Name of the variable to fill.", example);

const androidRows: NlpRow[] = [
  [
    "Press Android back button",
    "Presses the system Back button.",
    "Goes back one screen, closes a dialog or hides the keyboard, as the Back gesture does.",
    [],
    "1.0",
  ],
  [
    "Press Android home button",
    "Presses the system Home button.",
    "Shows the launcher; the app stays in the background.",
    [],
    "1.0",
  ],
  [
    "Open Android recent apps",
    "Opens the recent-apps overview.",
    "Shows the overview of recent apps, for tests of what the app hides in its task snapshot.",
    [],
    "1.2",
  ],
  [
    "Press Android key code",
    "Presses a key by its Android key code.",
    "Sends any key event, such as 66 (Enter), 84 (Search) or 24 (Volume up).",
    [input("key code", "Number", "The KeyEvent code.", "84")],
    "1.1",
  ],
  [
    "Start Android activity",
    "Opens a screen of an app directly.",
    "Starts the activity of the package you give, skipping the screens before it to keep tests short.",
    [
      input("package", "Text", "The app's package name.", "com.ignitest.shop"),
      input("activity", "Text", "The activity to start.", ".cart.CartActivity"),
    ],
    "1.1",
  ],
  [
    "Verify current activity is",
    "Checks which Android screen is shown.",
    "Compares the name of the activity in front with the one you give, as a quick check of navigation.",
    [input("activity", "Text", "The expected activity name.", ".home.HomeActivity")],
    "1.1",
  ],
  [
    "Store current package into variable",
    "Saves the package name of the app in front.",
    "Useful after links that may open another app, such as a browser or a payment app.",
    [variable("package")],
    "1.2",
  ],
  [
    "Grant app permission",
    "Grants a runtime permission to the app.",
    "Grants the permission (for example android.permission.CAMERA) without showing the system dialog.",
    [input("permission", "Text", "The permission's full name.", "android.permission.CAMERA")],
    "1.2",
  ],
  [
    "Revoke app permission",
    "Revokes a runtime permission from the app.",
    "Takes the permission back, to test the app's explanation and fallback when it is denied.",
    [input("permission", "Text", "The permission's full name.", "android.permission.ACCESS_FINE_LOCATION")],
    "1.2",
  ],
  [
    "Clear app data",
    "Clears the app's stored data.",
    "Runs pm clear for the package, which removes its databases, preferences and caches without uninstalling it.",
    [input("package", "Text", "The app's package name.", "com.ignitest.shop")],
    "1.1",
  ],
  [
    "Verify toast message is",
    "Checks the text of an Android toast.",
    "Catches the short-lived toast message (with UiAutomator2) and compares its text.",
    [input("expected text", "Text", "The toast's text.", "Added to cart")],
    "1.2",
  ],
  [
    "Perform fingerprint authentication on emulator",
    "Touches the emulator's fingerprint sensor.",
    "Sends the fingerprint id you give to the emulator, matching or not the enrolled one.",
    [input("fingerprint id", "Number", "The fingerprint id (1 to 10).", "1")],
    "1.3",
  ],
  [
    "Send SMS to emulator",
    "Delivers a text message to the emulator.",
    "Makes the emulator receive an SMS from the number you give, to test SMS-based sign-in codes.",
    [
      input("phone number", "Text", "The sender's number.", "+15550104821"),
      input("message", "Text", "The message.", "Your code is 482913"),
    ],
    "1.4",
  ],
  [
    "Simulate incoming call on emulator",
    "Makes the emulator ring.",
    "Starts an incoming call from the number you give, to test how the app pauses media or keeps form data.",
    [input("phone number", "Text", "The caller's number.", "+15550104821")],
    "1.4",
  ],
  [
    "Set Android clipboard text",
    "Puts text on the Android clipboard.",
    "Sets the clipboard, to test pasting codes and links.",
    [input("text", "Text", "The text to put on the clipboard.", "SPRING10")],
    "1.4",
  ],
  [
    "Store Android clipboard text into variable",
    "Saves the text on the Android clipboard.",
    "Reads the clipboard, to check copy buttons.",
    [variable("clipboard")],
    "1.4",
  ],
  [
    "Scroll to text using UiScrollable",
    "Scrolls a list until a text shows, with UiAutomator.",
    "Uses UiScrollable, which is faster and steadier than swiping on long Android lists.",
    [input("text", "Text", "The text to find.", "Trail Runner 2")],
    "1.3",
  ],
  [
    "Set emulator battery level",
    "Sets the emulator's battery percentage.",
    "Sets the battery level and charging state, to test low-battery modes and warnings.",
    [input("percent", "Number", "Battery level in percent.", "5")],
    "1.5",
  ],
  [
    "Open Android settings screen",
    "Opens a system settings screen.",
    "Opens the settings screen you name (wifi, location, notifications, app details) for flows that send users there.",
    [input("screen", "Text", "wifi, location, notifications or app_details.", "notifications")],
    "2.0",
  ],
];

export const androidSpecific = nlpFamily(
  {
    category: {
      id: "android-specific-actions",
      title: "Android-specific actions",
      shortDescription: "System buttons, activities, permissions, toasts and emulator tools.",
      description:
        "What only Android automation can do: press Back, Home and key codes, start and check activities, grant and revoke permissions, read toasts, clear app data, and use emulator tools for SMS, calls, fingerprints and battery.",
      usageCount: 4000,
    },
    platforms: ["Android"],
    since: "1.0",
    tags: ["android", "mobile"],
    scenarios: [
      (_draft, example) => ({
        title: "Check a screen of the Android app",
        steps: [step("Launch app"), example, step("Take screenshot of page")],
      }),
      (_draft, example) => ({
        title: "Use it after signing in to the app",
        steps: [
          step("Launch app"),
          step("Enter input into element", { element: "Mobile email field", input: "qa.user@example.com" }),
          step("Enter masked input into element", { element: "Mobile password field", input: "{password}" }),
          step("Tap on element", { element: "Mobile sign in button" }),
          example,
        ],
      }),
    ],
    faqs: platformSpecificFaqs,
  },
  draftsFromRows(androidRows, { tags: ["android"] }),
);
