import { input, nlpFamily, step } from "../catalogue-kit.js";
import { platformSpecificFaqs } from "./platform-specific-faqs.js";
import { draftsFromRows, type NlpRow } from "./row-drafts.js";

/** What only XCUITest can do: iOS system alerts, picker wheels, biometrics, hardware buttons, pasteboard. */
const variable = (example: string) => input("variable", "Variable", "Name of the variable to fill.", example);

const iosRows: NlpRow[] = [
  [
    "Accept iOS alert",
    "Presses the accepting button of an iOS system alert.",
    "Works for permission prompts (Allow, OK) drawn by iOS itself, which the app's locators cannot reach.",
    [],
    "1.0",
  ],
  [
    "Dismiss iOS alert",
    "Presses the cancelling button of an iOS system alert.",
    "Chooses Don't Allow, Cancel or the alert's other cancelling button.",
    [],
    "1.0",
  ],
  [
    "Tap on iOS alert button with text",
    "Presses the alert button with a label.",
    "Use it for alerts with more than two buttons, such as “Allow Once”, “Allow While Using App” and “Don't Allow”.",
    [input("button text", "Text", "The button's label.", "Allow While Using App")],
    "1.2",
  ],
  [
    "Verify iOS alert text contains",
    "Checks the message of the open iOS alert.",
    "Reads the title and message of the system alert and checks that they contain the text.",
    [input("expected text", "Text", "Text the alert should contain.", "Would Like to Send You Notifications")],
    "1.2",
  ],
  [
    "Select picker wheel value",
    "Turns an iOS picker wheel to a value.",
    "Scrolls the wheel until the value you give is selected, as in date, time and quantity pickers.",
    [
      input("picker wheel", "Element", "The XCUIElementTypePickerWheel.", "Quantity picker"),
      input("value", "Text", "The value to select.", "3"),
    ],
    "1.1",
  ],
  [
    "Move picker wheel to next value",
    "Turns an iOS picker wheel down by one value.",
    "Moves the wheel by a single step, for wheels whose values are not known in advance.",
    [input("picker wheel", "Element", "The picker wheel.", "Hour picker")],
    "1.2",
  ],
  [
    "Move picker wheel to previous value",
    "Turns an iOS picker wheel up by one value.",
    "Moves the wheel back by a single step.",
    [input("picker wheel", "Element", "The picker wheel.", "Hour picker")],
    "1.2",
  ],
  [
    "Perform Face ID match",
    "Simulates a successful Face ID scan.",
    "On an iOS simulator with enrolled biometrics, answers the Face ID prompt with a matching face.",
    [],
    "1.3",
  ],
  [
    "Perform Face ID non-match",
    "Simulates a failed Face ID scan.",
    "Answers the Face ID prompt with a non-matching face, to test the fallback to the passcode.",
    [],
    "1.3",
  ],
  [
    "Perform Touch ID match",
    "Simulates a successful Touch ID scan.",
    "On an iOS simulator of a Touch ID device, answers the prompt with a matching finger.",
    [],
    "1.3",
  ],
  [
    "Perform Touch ID non-match",
    "Simulates a failed Touch ID scan.",
    "Answers the Touch ID prompt with a non-matching finger.",
    [],
    "1.3",
  ],
  [
    "Enroll biometrics on iOS simulator",
    "Turns biometric enrolment on or off on a simulator.",
    "Decides whether the simulator behaves as if Face ID or Touch ID is set up.",
    [input("enrolled", "Boolean", "true to enrol, false to remove enrolment.", "true")],
    "1.3",
  ],
  [
    "Launch app by bundle id",
    "Starts any installed iOS app.",
    "Launches the app with the bundle id you give, such as com.apple.mobilesafari, for flows that leave the app under test.",
    [input("bundle id", "Text", "The app's bundle id.", "com.apple.Preferences")],
    "1.2",
  ],
  [
    "Press iOS home button",
    "Goes to the iOS home screen.",
    "Sends the home gesture (or button on older devices); the app stays in the background.",
    [],
    "1.1",
  ],
  [
    "Press iOS volume up button",
    "Presses the volume-up button.",
    "Useful for camera apps where volume buttons take a photo.",
    [],
    "1.4",
  ],
  [
    "Press iOS volume down button",
    "Presses the volume-down button.",
    "Useful for media players and camera apps.",
    [],
    "1.4",
  ],
  [
    "Set iOS pasteboard text",
    "Puts text on the iOS pasteboard.",
    "Sets the general pasteboard, to test paste actions such as pasting a one-time code.",
    [input("text", "Text", "The text to put on the pasteboard.", "482913")],
    "1.4",
  ],
  [
    "Store iOS pasteboard text into variable",
    "Saves the text on the iOS pasteboard.",
    "Reads the general pasteboard, to check copy buttons such as “Copy referral code”.",
    [variable("pasteboard")],
    "1.4",
  ],
  [
    "Scroll to element using iOS predicate",
    "Scrolls until an element matching a predicate shows.",
    "Uses an NSPredicate string (for example label CONTAINS 'Trail'), which is much faster than XPath on iOS.",
    [input("predicate", "Text", "An iOS predicate string.", "label CONTAINS 'Trail'")],
    "2.0",
  ],
];

export const iosSpecific = nlpFamily(
  {
    category: {
      id: "ios-specific-actions",
      title: "iOS-specific actions",
      shortDescription: "System alerts, picker wheels, Face ID and pasteboard on iOS.",
      description:
        "What only iOS automation can do: answer system alerts, turn picker wheels, simulate Face ID and Touch ID, press hardware buttons, use the pasteboard, launch other apps and find elements with predicates.",
      usageCount: 3700,
    },
    platforms: ["iOS"],
    since: "1.0",
    tags: ["ios", "mobile"],
    scenarios: [
      (_draft, example) => ({
        title: "Handle a first-launch prompt",
        steps: [step("Reset app"), step("Launch app"), example],
      }),
      (_draft, example) => ({
        title: "Sign in with biometrics",
        steps: [
          step("Launch app"),
          step("Tap on element", { element: "iOS Face ID switch" }),
          example,
          step("Verify element is visible", { element: "iOS home tab" }),
        ],
      }),
    ],
    faqs: platformSpecificFaqs,
  },
  draftsFromRows(iosRows, { tags: ["ios"] }),
);
