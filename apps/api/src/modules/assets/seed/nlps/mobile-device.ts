import type { Platform, SinceVersion } from "@ignitest/contracts";
import { input, mobilePlatforms, type NlpDraft, nlpFamily, output, step } from "../catalogue-kit.js";

/** The app's life cycle and the device around it, on Android and iOS. */
const appId = input(
  "app",
  "Text",
  "Package name (Android) or bundle id (iOS); the app under test when empty.",
  "com.ignitest.shop",
  false,
);
const android: Platform[] = ["Android"];

const appDrafts: NlpDraft[] = [
  [
    "Launch app",
    "Starts the app under test, or brings it to the front.",
    "It uses the app of the execution settings; if the app is running in the background it is brought back as it was.",
    [],
    "1.0",
  ],
  [
    "Close app",
    "Closes the app under test.",
    "The app is sent to the background and stopped; the next “Launch app” starts it again with its data kept.",
    [],
    "1.0",
  ],
  [
    "Reset app",
    "Clears the app's data, as after a fresh install.",
    "The app is stopped and its data, caches and permissions are cleared, so onboarding and first-run prompts show again.",
    [],
    "1.0",
  ],
  [
    "Install app",
    "Installs an app file on the device.",
    "Installs the .apk, .aab or .ipa you give from the project's apps; an older version is upgraded.",
    [input("app file", "File", "The app build to install.", "ignitest-shop-5.2.0.apk")],
    "1.1",
  ],
  [
    "Uninstall app",
    "Removes an app from the device.",
    "Uninstalls the app and its data; use it to test first-install flows from scratch.",
    [appId],
    "1.1",
  ],
  [
    "Activate app",
    "Brings an installed app to the front.",
    "Starts or resumes the app with the id you give, for flows that jump between apps, such as sharing to a messenger.",
    [appId],
    "1.2",
  ],
  [
    "Terminate app",
    "Force-stops an app.",
    "Stops the app's process immediately, without the usual background state, to test cold-start restoration.",
    [appId],
    "1.2",
  ],
  [
    "Put app in background for seconds",
    "Sends the app to the background for a while.",
    "Shows the home screen for the time you give, then returns to the app, to test what it does after a pause, such as locking a banking session.",
    [input("seconds", "Duration", "How long to stay in the background.", "5")],
    "1.1",
  ],
  [
    "Verify app is installed",
    "Checks that an app is installed.",
    "Passes when the app with the id you give is installed on the device.",
    [appId],
    "1.1",
  ],
  [
    "Verify app is running in foreground",
    "Checks that an app is on screen.",
    "Passes when the app with the id you give is in the foreground, for example after tapping a link that should open it.",
    [appId],
    "1.3",
  ],
  [
    "Open deep link",
    "Opens a link that the app handles.",
    "Opens the URL through the operating system, so the app registered for it (universal link or custom scheme) opens on the right screen.",
    [input("url", "URL", "The deep link.", "ignitestshop://product/1042")],
    "1.3",
  ],
].map(
  ([name, short, detail, inputs, since]): NlpDraft => ({
    name: name as string,
    short: short as string,
    long: `${short} ${detail}`,
    inputs: inputs as NlpDraft["inputs"],
    since: since as SinceVersion,
    tags: ["app"],
  }),
);

const deviceDrafts: NlpDraft[] = [
  {
    name: "Hide keyboard",
    short: "Closes the on-screen keyboard.",
    long: "Hides the software keyboard when it is shown, so it does not cover the buttons below a form. Nothing happens when no keyboard is open.",
    inputs: [],
  },
  {
    name: "Verify keyboard is shown",
    short: "Checks that the on-screen keyboard is open.",
    long: "Passes when the software keyboard is on screen, for example after tapping a search field that should focus itself.",
    inputs: [],
    since: "1.2",
  },
  {
    name: "Rotate device to landscape",
    short: "Turns the device to landscape orientation.",
    long: "Rotates the screen to landscape and waits for the app to relayout, to check that forms keep their content on rotation.",
    inputs: [],
  },
  {
    name: "Rotate device to portrait",
    short: "Turns the device to portrait orientation.",
    long: "Rotates the screen back to portrait and waits for the app to relayout.",
    inputs: [],
  },
  {
    name: "Verify device orientation is",
    short: "Checks the screen's orientation.",
    long: "Passes when the device is in the orientation you give, for apps that lock their orientation on some screens.",
    inputs: [input("orientation", "Text", "PORTRAIT or LANDSCAPE.", "PORTRAIT")],
    since: "1.2",
  },
  {
    name: "Lock device",
    short: "Locks the device's screen.",
    long: "Locks the screen, as pressing the power button does; the app goes to the background.",
    inputs: [],
    since: "1.2",
  },
  {
    name: "Unlock device",
    short: "Unlocks the device's screen.",
    long: "Unlocks the screen with the device's test PIN or swipe and returns to the app that was in front.",
    inputs: [],
    since: "1.2",
  },
  {
    name: "Verify device is locked",
    short: "Checks that the screen is locked.",
    long: "Passes when the device's screen is locked, for example after an app's own lock timeout.",
    inputs: [],
    since: "1.3",
  },
  {
    name: "Set device location",
    short: "Sets the device's GPS position.",
    long: "Sets a simulated GPS position, so location-based screens (nearby stores, delivery zones) can be tested anywhere.",
    inputs: [
      input("latitude", "Number", "Latitude in degrees.", "52.5200"),
      input("longitude", "Number", "Longitude in degrees.", "13.4050"),
    ],
    since: "1.3",
  },
  {
    name: "Store device time into variable",
    short: "Saves the device's current date and time.",
    long: "Reads the date and time of the device (not of the test machine) and saves it, for apps that show the device's local time.",
    inputs: [input("variable", "Variable", "Name of the variable to fill.", "deviceTime")],
    outputs: [output("time", "Text", "The device's date and time, ISO 8601.")],
    since: "1.3",
  },
  {
    name: "Open notification panel",
    short: "Pulls down the notification shade.",
    long: "Opens the system notification panel so that steps can check and tap the app's push notifications.",
    inputs: [],
    platforms: android,
    since: "1.2",
  },
  {
    name: "Shake device",
    short: "Simulates shaking the device.",
    long: "Sends a shake gesture, which many apps use to open a feedback or debug menu. Supported on iOS simulators and real iOS devices.",
    inputs: [],
    platforms: ["iOS"],
    since: "1.4",
  },
  ...(["Wi-Fi", "mobile data", "airplane mode", "location services"] as const).flatMap((setting): NlpDraft[] =>
    (["on", "off"] as const).map(
      (state): NlpDraft => ({
        name: `Turn ${state} ${setting}`,
        short: `Switches ${setting} ${state} on the device.`,
        long: `Switches the device's ${setting} ${state}, to test how the app behaves ${state === "off" ? "without it (offline banners, retries, cached data)" : "when it comes back (sync, retries, banners going away)"}. Android devices and emulators allow it; iOS does not let automation change these settings.`,
        inputs: [],
        platforms: android,
        since: setting === "location services" ? "1.4" : "1.2",
        tags: ["network"],
      }),
    ),
  ),
  {
    name: "Set network speed",
    short: "Throttles the emulator's network to a profile.",
    long: "Sets the emulator's network to a speed profile such as GPRS, EDGE, HSPA or LTE, to test loading states on slow connections.",
    inputs: [input("profile", "Text", "gsm, gprs, edge, umts, hsdpa, lte or full.", "edge")],
    platforms: android,
    since: "1.5",
    tags: ["network"],
  },
];

export const mobileDevice = nlpFamily(
  {
    category: {
      id: "mobile-app-and-device",
      title: "Mobile app and device",
      shortDescription: "Launch, reset and background apps; rotate, lock and take devices offline.",
      description:
        "Control the app's life cycle (launch, close, reset, install, background, deep links) and the device around it: the keyboard, orientation, locking, GPS position, notifications, network settings and speed.",
      usageCount: 6800,
    },
    platforms: mobilePlatforms,
    since: "1.0",
    tags: ["mobile", "device"],
    scenarios: [
      (_draft, example) => ({
        title: "Check the app after a pause",
        steps: [
          step("Launch app"),
          step("Tap on element", { element: "Home tab" }),
          example,
          step("Verify element is visible", { element: "Home tab" }),
        ],
      }),
      (_draft, example) => ({
        title: "Start a test from a clean state",
        steps: [
          step("Reset app"),
          example,
          step("Launch app"),
          step("Wait till element is visible", { element: "Onboarding carousel" }),
        ],
      }),
    ],
    faqs: [
      () => ({
        question: "Do these steps work on real devices and emulators?",
        answer:
          "Yes, on both, through the Appium drivers. A few settings are emulator-only or Android-only; each NLP lists the platforms it supports.",
      }),
      () => ({
        question: "Which app is “the app under test”?",
        answer:
          "The app chosen in the execution settings of the run. Steps that take an app id can act on any other installed app as well.",
      }),
    ],
  },
  [...appDrafts, ...deviceDrafts],
);
