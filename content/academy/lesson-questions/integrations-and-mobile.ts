import type { LessonQuestions } from "./lesson-question";

/** Questions after the integration, mobile, API and execution set-up lessons. */
export const integrationsAndMobileLessonQuestions: LessonQuestions = {
  "cloud-platform-integration": [
    {
      text: "What does a connected cloud browser provider need on your side?",
      options: ["A Mac", "No Ignitest client: it is a machine that is always online", "A local machine per browser"],
      answer: 1,
      explanation: "Once connected, the provider is a machine that is always online and needs no Ignitest client.",
    },
    {
      text: "How do you test a staging site inside your network on the cloud?",
      options: ["Start the provider's tunnel and switch on Use tunnel", "Make the site public", "Use Quick Run only"],
      answer: 0,
      explanation: "Start the provider's tunnel, switch on Use tunnel and type its name.",
    },
  ],
  "jira-integration": [
    {
      text: "Which Jira priority does a Blocker defect get?",
      options: ["High", "Medium", "Highest"],
      answer: 2,
      explanation: "Severity maps to Jira priority: Blocker becomes Highest, and Critical becomes High.",
    },
    {
      text: "What do you use to connect Jira Data Center?",
      options: ["An SSH key", "A personal access token, with the email left empty", "Your own password"],
      answer: 1,
      explanation: "For Data Center, leave the email empty and use a personal access token.",
    },
  ],
  "jenkins-iIntegration": [
    {
      text: "Where do you keep the Ignitest token in Jenkins?",
      options: ["As a Secret text credential", "In the Jenkinsfile", "In the job's description"],
      answer: 0,
      explanation: "Ignitest shows the token once; store it as a Secret text credential with the ID ignitest token.",
    },
    {
      text: "What does the Jenkins agent need to start and follow a suite?",
      options: ["A browser and the Ignitest client", "The Android SDK", "Only curl and jq"],
      answer: 2,
      explanation: "The suite runs on Ignitest machines, so the agent only needs curl and jq.",
    },
  ],
  "azure-integration": [
    {
      text: "Where should the Ignitest token go in Azure DevOps?",
      options: [
        "In the repository's README",
        "In a secret pipeline variable, mapped into the step with env",
        "In the pipeline's YAML file",
      ],
      answer: 1,
      explanation:
        "Anyone who reads the repository can read the YAML; secret variables reach scripts only through env.",
    },
    {
      text: "When does the Ignitest job fail the pipeline?",
      options: ["When the suite result is not Passed", "Never", "Only when the suite is aborted"],
      answer: 0,
      explanation: "The job fails when the result is not Passed, so the release stops.",
    },
  ],
  "android-prerequisite": [
    {
      text: "What must adb devices show for the phone?",
      options: ["unauthorized", "offline", "device"],
      answer: 2,
      explanation: "Unauthorized means the phone has not accepted the USB debugging prompt yet.",
    },
    {
      text: "How do you unlock Developer options on the phone?",
      options: ["Restart it twice", "Tap Build number seven times in About phone", "Install the Ignitest client on it"],
      answer: 1,
      explanation: "Tap Build number seven times, then turn on USB debugging in Developer options.",
    },
  ],
  "android-automation-part-1": [
    {
      text: "Which project type do you choose for the Northwind Shop Android app?",
      options: ["Mobile", "Web", "Web Service"],
      answer: 0,
      explanation: "Choose Mobile and select Android under Platforms; iOS can be added later.",
    },
    {
      text: "Which NLP presses a control on the phone's screen?",
      options: ["Click on element with text", "Navigate to URL", "Tap on element"],
      answer: 2,
      explanation: "Tap on element presses a control, such as the Search tab.",
    },
  ],
  "android-automation-part-2": [
    {
      text: "Why apply a gesture to an element rather than to screen coordinates?",
      options: ["Because gestures need a locator", "So it works on any screen size", "Because coordinates are slower"],
      answer: 1,
      explanation: "An element-based gesture works on any screen size.",
    },
    {
      text: "Why switch on Reset app before each script?",
      options: ["So scripts do not see each other's data", "To install updates", "To record a video"],
      answer: 0,
      explanation: "Resetting the app keeps each script independent of the others' data.",
    },
  ],
  "android-element-handling-part-1": [
    {
      text: "Which Android locator should you prefer?",
      options: ["An XPath", "Screen coordinates", "An accessibility ID"],
      answer: 2,
      explanation: "Prefer an accessibility ID, then the resource ID; use XPath only when nothing else is unique.",
    },
    {
      text: "How are mobile elements grouped in the repository?",
      options: ["By device", "By screen", "By script"],
      answer: 1,
      explanation: "In a mobile project, elements are grouped by screen, such as Cart screen.",
    },
  ],
  "android-element-handling-part-2": [
    {
      text: "What must a script do before it taps a row that is off screen?",
      options: ["Scroll the list", "Rotate the phone", "Restart the app"],
      answer: 0,
      explanation: "Rows further down do not exist until you scroll to them.",
    },
    {
      text: "Every result row has the same Add to cart button. How do you target one row's button?",
      options: [
        "One element per row",
        "The button's position on screen",
        "A reference to a dynamic Product name element, inside the same container",
      ],
      answer: 2,
      explanation: "The dynamic anchor finds the product by name; the reference finds the button beside it.",
    },
  ],
  "mobile-web-automation": [
    {
      text: "Which NLPs and elements does a mobile website test use?",
      options: ["Only program elements", "The web NLPs and web elements", "The mobile app NLPs"],
      answer: 1,
      explanation: "A mobile website runs in the phone's browser, so it uses web NLPs and elements grouped by page.",
    },
    {
      text: "Where do elements that exist only at phone size go?",
      options: ["On the same pages as the desktop elements", "In a separate project", "Nowhere: they cannot be tested"],
      answer: 0,
      explanation: "Add them to the same pages; a responsive site keeps its locators.",
    },
  ],
  "ios-setup": [
    {
      text: "What do iOS runs need?",
      options: ["A Windows machine", "Only a cloud browser", "A Mac with Xcode"],
      answer: 2,
      explanation: "Ignitest drives iPhone simulators and real iPhones through Xcode on a Mac.",
    },
    {
      text: "Why prefer a paid Apple developer team?",
      options: [
        "Free teams cannot install Xcode",
        "Free personal team profiles expire after seven days",
        "Only paid teams can use simulators",
      ],
      answer: 1,
      explanation: "Expiring profiles break scheduled runs.",
    },
  ],
  "ios-automation": [
    {
      text: "How can one element serve Android and iOS?",
      options: [
        "It holds an Android and an iOS locator under the same name",
        "It is copied per platform",
        "It uses screen coordinates",
      ],
      answer: 0,
      explanation: "The repository gains an iOS column, so step groups that name the element run on both.",
    },
    {
      text: "How does a Mobile run configuration name the iOS app?",
      options: ["By an apk file", "By its App Store price", "By bundle ID or an ipa file"],
      answer: 2,
      explanation: "For iOS, choose the app by bundle ID or an ipa file.",
    },
  ],
  "api-automation": [
    {
      text: "How do you pass the token from Get auth token to later requests?",
      options: [
        "Put it in the request's name",
        "Store its JSON path in a variable on the Store tab, then use the variable",
        "Copy it by hand before each run",
      ],
      answer: 1,
      explanation: "Save the access token into authToken, then use it as the Bearer Token of later requests.",
    },
    {
      text: "How do the assertions of a request pass or fail?",
      options: ["Each one on its own", "All together as one check", "Only the first one counts"],
      answer: 0,
      explanation: "Each assertion passes or fails on its own.",
    },
  ],
  "ssmc-execution": [
    {
      text: "What does a run configuration say?",
      options: [
        "Which scripts run",
        "Who may run",
        "Where a run happens: environment, machines, browsers and sessions",
      ],
      answer: 2,
      explanation: "A run configuration combines an environment with machines, their browsers and sessions.",
    },
    {
      text: "How are results grouped, whatever the execution mode?",
      options: ["By finish time", "By module and script in suite order", "By machine"],
      answer: 1,
      explanation: "Results are grouped by module and script in suite order in every mode.",
    },
  ],
};
