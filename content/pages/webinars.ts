/**
 * The words of /webinars: the page copy, the banner's links, the people who
 * present and the sessions (live and recorded, newest plans first). Typed
 * where read (apps/web/app/features/webinars/) and checked by its content test.
 */
export const page = {
  path: "/webinars",
  title: "Test Automation Webinars for QA Teams | Ignitest",
  description:
    "Live Ignitest webinars for QA teams on scriptless automation, locators, enterprise app testing, parallel runs and test maintenance; past recordings on request.",
  eyebrow: "Webinars",
  h1: "Webinars for QA and test automation teams",
  lead: "Live sessions in which Ignitest specialists show how to build, run and maintain automated tests for web, mobile, API and enterprise applications. Each session ends with time for your questions, and the recording of any past session is yours on request.",
  headerStyle: "position",
  sections: [
    {
      id: "topics",
      heading: "What the sessions cover",
      body: "Webinars are practical and product-led: most of the time is spent in the tool, working through a real scenario from start to finish. Topics follow the questions QA teams ask us most often, from writing a first scriptless test to keeping a large regression pack healthy through vendor upgrades.",
      bullets: [
        "Getting started with scriptless web and mobile automation",
        "Locator strategies for dynamic pages, iframes and shadow DOM",
        "Regression testing SAP, Salesforce and other enterprise apps",
        "Parallel execution, suites and CI pipelines",
        "Reducing test maintenance with step groups and shared elements",
      ],
    },
    {
      id: "formats",
      layout: "cards",
      heading: "Live sessions and recordings",
      body: "Register for an upcoming session to join live and put your questions to the presenters. Every session is recorded: everyone who registers receives the recording by e-mail afterward, and anyone can ask for the recording of a past session. Past sessions stay listed on this page, each paired with the video tutorial or article that covers the same ground, so your team can catch up when it suits.",
      bullets: [
        "Live sessions with questions and answers",
        "Recording sent to every registrant after the live session",
        "Past sessions' recordings on request, with a tutorial or article on the same topic",
      ],
    },
    {
      id: "who-should-attend",
      heading: "Who they are for",
      body: "Sessions are planned for the people who own testing outcomes. Test managers and QA leads get the planning and rollout view, while hands-on testers see the exact steps. No programming background is needed to follow along, and most sessions assume no prior experience with Ignitest.",
      bullets: [
        "QA leads and test managers planning automation",
        "Manual testers moving into automation",
        "Automation engineers evaluating scriptless tools",
      ],
    },
  ],
};

export const labels = {
  upcomingLink: "See upcoming sessions",
  onDemandLink: "See past sessions",
  upcomingHeading: "Upcoming live sessions",
  upcomingLead: "Times are in UTC. Register and we send you the joining link, then the recording after the session.",
  noUpcoming:
    "No live sessions are scheduled right now. New dates go out in the product newsletter first; until then, the sessions below cover the topics teams ask about most.",
  onDemandHeading: "Past sessions",
  onDemandLead:
    "Ask for a session's recording and we send it by e-mail; each is paired with the tutorial or article that covers the same ground.",
  live: "Live",
  minutes: "{n} min",
  learnHeading: "What you will learn",
  register: "Register",
  registerFor: "Register for {title}",
  speakers: "Speakers",
  recorded: "Held",
  presentedBy: "With {names}",
  followUpArticle: "Read the related article",
  followUpVideo: "Watch the related tutorial",
  requestRecording: "Request the recording",
  requestRecordingOf: "Request the recording of {title}",
  /** The demo form's message when a visitor registers for a live session ({title}, {date}). */
  registrationMessage: "I would like to join the live webinar “{title}” on {date}. Please send me the joining link.",
  /** The contact form's message when a visitor asks for a past session's recording ({title}, {date}). */
  recordingMessage: "Please send me the recording of the webinar “{title}” held on {date}.",
};

/** The Ignitest people who present webinars. */
export const speakers = {
  "anika-rao": { name: "Anika Rao", role: "Head of QA Practice" },
  "tom-whitfield": { name: "Tom Whitfield", role: "Principal Automation Engineer" },
  "meera-iyer": { name: "Meera Iyer", role: "Product Manager, Platform" },
  "daniel-okafor": { name: "Daniel Okafor", role: "Solutions Architect, Enterprise Apps" },
  "sofia-lindqvist": { name: "Sofia Lindqvist", role: "Mobile Testing Lead" },
  "ravi-menon": { name: "Ravi Menon", role: "Developer Advocate" },
};

/** Live sessions and recordings, newest plans first. `startsAt` is ISO 8601 in UTC. */
export const webinars = [
  {
    id: "first-regression-pack-without-code",
    title: "Your first regression pack without code",
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
    title: "Locators that survive the next release",
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
    title: "SAP and Salesforce regression in one change window",
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
    title: "Android and iOS with one script",
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
    title: "From nightly chaos to green builds: Parallel suites in CI",
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
    title: "Cutting test maintenance with step groups",
    startsAt: "2026-09-17T15:00:00Z",
    durationMinutes: 45,
    speakers: ["meera-iyer", "anika-rao"],
    abstract:
      "When the login page changes, how many tests do you edit? Meera and Anika refactor a suite of forty scripts into parameterized step groups and shared elements, so one change repairs every test.",
    learn: [
      "Spotting duplicated steps worth turning into a group",
      "Parameters that keep step groups reusable",
      "Shared and reference elements across projects",
    ],
    followUp: { kind: "article", path: "/blogs/parameterized-step-groups-design" },
  },
  {
    id: "dynamics-365-release-waves",
    title: "Dynamics 365 release waves without a month of manual testing",
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
    title: "Getting started: From sign-up to your first suite run",
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
] as const;
