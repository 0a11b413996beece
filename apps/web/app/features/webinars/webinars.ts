import type { SpeakerId } from "./speakers";

export type Webinar = {
  /** Stable slug; the registration link passes it to the demo form as ?webinar=. */
  id: string;
  title: string;
  /** Start, ISO 8601 in UTC. A session is upcoming until it ends. */
  startsAt: string;
  durationMinutes: number;
  speakers: readonly SpeakerId[];
  abstract: string;
  learn: readonly string[];
  /** Where a past session's topic continues on the site: a video tutorial or a blog article. */
  followUp?: { kind: "video" | "article"; path: string };
};

/** Live sessions and recordings, newest plans first. */
export const webinars: readonly Webinar[] = [
  {
    id: "first-regression-pack-without-code",
    title: "Your First Regression Pack Without Code",
    startsAt: "2026-12-03T15:00:00Z",
    durationMinutes: 60,
    speakers: ["anika-rao", "ravi-menon"],
    abstract:
      "A manual tester's path into automation: we take ten cases from a real regression spreadsheet, rebuild them as plain-English NLP steps, and run them as a suite on three browsers before the hour is up.",
    learn: [
      "Which manual cases to automate first, and which to leave manual",
      "Building steps from predefined NLPs and a shared element repository",
      "Turning repeated steps into step groups from the start",
    ],
  },
  {
    id: "locators-that-survive-releases",
    title: "Locators That Survive the Next Release",
    startsAt: "2026-12-10T16:00:00Z",
    durationMinutes: 45,
    speakers: ["tom-whitfield"],
    abstract:
      "Most failures after a deployment are broken locators, not defects. Tom works through iframes, shadow DOM and generated IDs on a live application and shows how Finder ranks candidates by stability.",
    learn: [
      "Why absolute XPath and generated IDs break, with examples",
      "Relative locators anchored on labels, names and test IDs",
      "Reaching elements inside iframes and shadow roots",
    ],
  },
  {
    id: "sap-and-salesforce-in-one-change-window",
    title: "SAP and Salesforce Regression in One Change Window",
    startsAt: "2027-01-14T15:00:00Z",
    durationMinutes: 60,
    speakers: ["daniel-okafor", "meera-iyer"],
    abstract:
      "An order that starts in Salesforce and is fulfilled in SAP crosses two release calendars. We build one end-to-end test across both, add API checks for the interface, and run it in parallel after a transport.",
    learn: [
      "Designing a lead-to-cash test that spans Salesforce and SAP",
      "Driving company codes, accounts and products from Excel data",
      "Evidence for change boards: step-level results and linked defects",
    ],
  },
  {
    id: "android-and-ios-with-one-script",
    title: "Android and iOS With One Script",
    startsAt: "2027-01-28T16:00:00Z",
    durationMinutes: 45,
    speakers: ["sofia-lindqvist"],
    abstract:
      "Sofia captures Android and iOS locators for the same screens under one element name, then runs a single scriptless test on a local phone and on Cloud Mobile devices side by side.",
    learn: [
      "Accessibility IDs and resource IDs ahead of index-based paths",
      "Gestures such as swipe and long press as NLP steps",
      "Choosing a device matrix that matches your customers",
    ],
  },
  {
    id: "parallel-suites-in-ci",
    title: "From Nightly Chaos to Green Builds: Parallel Suites in CI",
    startsAt: "2026-10-15T15:00:00Z",
    durationMinutes: 60,
    speakers: ["ravi-menon", "tom-whitfield"],
    abstract:
      "A four-hour nightly run became a twenty-minute pipeline stage. Ravi and Tom show the suite design, tagging and parallel execution behind it, and how automatic reruns separate flaky environments from defects.",
    learn: [
      "Splitting a suite so parallel runs finish evenly",
      "Triggering suites from Jenkins and Azure pipelines",
      "Automatic reruns and what they should and should not hide",
    ],
    followUp: { kind: "article", path: "/blogs/reducing-regression-suite-run-time" },
  },
  {
    id: "step-groups-and-shared-elements",
    title: "Cutting Test Maintenance With Step Groups",
    startsAt: "2026-09-17T15:00:00Z",
    durationMinutes: 45,
    speakers: ["meera-iyer", "anika-rao"],
    abstract:
      "When the login page changes, how many tests do you edit? Meera and Anika refactor a suite of forty scripts into parameterised step groups and shared elements, so one change repairs every test.",
    learn: [
      "Spotting duplicated steps worth turning into a group",
      "Parameters that keep step groups reusable",
      "Shared and reference elements across projects",
    ],
    followUp: { kind: "article", path: "/blogs/parameterized-step-groups-design" },
  },
  {
    id: "dynamics-365-release-waves",
    title: "Dynamics 365 Release Waves Without a Month of Manual Testing",
    startsAt: "2026-08-20T15:00:00Z",
    durationMinutes: 60,
    speakers: ["daniel-okafor"],
    abstract:
      "Daniel enables an early-access update in a sandbox, runs a Dynamics 365 regression pack in parallel, and turns the failures into a prioritized fix list weeks before the wave reaches production.",
    learn: [
      "Locating Dynamics fields by schema name and label",
      "Grids, command bars and business process flows in tests",
      "Planning the regression window around each release wave",
    ],
    followUp: { kind: "article", path: "/blogs/dynamics-365-release-wave-testing" },
  },
  {
    id: "getting-started-with-ignitest",
    title: "Getting Started: From Sign-Up to Your First Suite Run",
    startsAt: "2026-06-18T15:00:00Z",
    durationMinutes: 45,
    speakers: ["ravi-menon"],
    abstract:
      "A guided first hour in the Platform: create a project, invite your team, record elements, write a first script and run it as a suite, with the settings that save trouble later.",
    learn: [
      "Projects, users and roles for a new team",
      "Element repository basics and a first script",
      "Suites, execution modes and reading the results",
    ],
    followUp: { kind: "video", path: "/video-tutorial" },
  },
];
