// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${…} is the product's variable syntax, quoted as text in the questions
import type { Question } from "./question";

const group = "Mobile Automation";

/** Certification questions on Mobile Automation (see ../exam-questions.ts). */
export const mobileAutomationQuestions: Question[] = [
  {
    id: "mob-01",
    group,
    text: "What must you allow on an Android phone before a local machine can run scripts on it over USB?",
    options: ["Developer tracing", "USB debugging", "Airplane mode", "Screen recording"],
    answer: 1,
    explanation: "Connect the phone by USB to a machine with the Android platform tools and allow USB debugging.",
    link: "/docs/test-execution/machines",
  },
  {
    id: "mob-02",
    group,
    text: "What does an iPhone need to run scripts on a local machine?",
    options: [
      "A Windows machine with iTunes",
      "A Mac with Xcode, with the phone trusting the computer",
      "Any machine with the Android platform tools",
      "Nothing; iOS runs only in a device farm",
    ],
    answer: 1,
    explanation: "Connect the iPhone to a Mac with Xcode and trust the computer on the phone.",
    link: "/{brand}-academy/self-learning-video/ios-setup",
  },
  {
    id: "mob-03",
    group,
    text: "When you create a Mobile project, what extra choice does the Create Project dialog ask for?",
    options: ["The device farm", "The Platforms: Android, iOS or both", "The app build", "The screen size"],
    answer: 1,
    explanation: "Mobile and Web & Mobile projects select their Platforms, Android, iOS or both.",
    link: "/docs/project-management/create-project",
  },
  {
    id: "mob-04",
    group,
    text: "Which app build does a cloud device farm need for iOS?",
    options: ["A simulator build", "An .ipa signed to run on real devices", "An .apk", "The Xcode project folder"],
    answer: 1,
    explanation: "Device farms run real devices: an .apk for Android, or an .ipa signed for real devices.",
    link: "/docs/configuration/device-farm-integration",
  },
  {
    id: "mob-05",
    group,
    text: "In the device farm settings, what does Device wait decide?",
    options: [
      "How long a run waits for a busy device before the script is Skipped",
      "The pause between two steps on a device",
      "How long a device stays reserved after a run",
      "The time-out of the app launch",
    ],
    answer: 0,
    explanation: "Device wait is how many minutes a run waits for a busy device before the script is Skipped.",
    link: "/docs/configuration/device-farm-integration",
  },
  {
    id: "mob-06",
    group,
    text: "How does the element repository of a Mobile project group Android and iOS elements?",
    options: ["By page", "By screen", "By module", "By device model"],
    answer: 1,
    explanation: "Mobile projects store Android and iOS elements grouped by screen; Web projects group by page.",
    link: "/docs/project-management/project-types",
  },
  {
    id: "mob-07",
    group,
    text: "A mobile tab must be found by its accessibility description in a dynamic locator. Which locator fits?",
    options: ["//*[@content-desc='${tabName}']", "#${tabName}", "//a[text()='tabName']", "[data-row='${row}']"],
    answer: 0,
    explanation: "content-desc is the accessibility description; ${tabName} is filled by each step.",
    link: "/docs/repository/dynamic-locators",
  },
  {
    id: "mob-08",
    group,
    text: "In a mobile run configuration for the device farm, how can you choose devices?",
    options: [
      "Only by exact serial number",
      "By a rule such as Any Android 14 or later",
      "Only the device plugged in last",
      "Devices cannot be chosen for the device farm",
    ],
    answer: 1,
    explanation:
      "For the device farm a run configuration can select devices by a rule, for example Any Android 14 or later.",
    link: "/docs/configuration/run-configuration",
  },
  {
    id: "mob-09",
    group,
    text: "How do you automate a website in the browser of an Android device?",
    options: [
      "With the same web NLPs and elements",
      "Only with Android-only NLPs",
      "By recording the screen",
      "It cannot be automated",
    ],
    answer: 0,
    explanation: "Mobile web automation uses the same web NLPs and elements in the device's browser.",
    link: "/{brand}-academy/self-learning-video/mobile-web-automation",
  },
];
