/**
 * Northwind Traders' configuration (docs/platform-demo.md#configuration): the license's own mail
 * server and, per seeded project, the docs' defaults with the values their examples show
 * (smtp.northwind.example, Northwind QA, the labels the test cases carry, Staging · Chrome).
 * A project created later gets `projectDefaults`.
 */
import type { Label, ProjectSettings, RunConfiguration, Settings, Template, TemplateField } from "./model";

const builtIn = (name: string, type: TemplateField["type"], required: boolean): TemplateField => ({
  name,
  type,
  options: [],
  required,
  helpText: "",
  builtIn: true,
});

/** Part of every defect template; they cannot be removed (templates.md). */
export const builtInDefectFields: readonly TemplateField[] = [
  builtIn("Summary", "Text", true),
  builtIn("Description", "Long text", false),
  builtIn("Severity", "Dropdown", true),
  builtIn("Priority", "Dropdown", true),
  builtIn("Status", "Dropdown", true),
  builtIn("Assignee", "User", false),
  builtIn("Module", "Dropdown", false),
  builtIn("Labels", "Multi-select", false),
];

/** The fields of a manual test case's Details tab the demo's test cases carry (manual-test-cases.md). */
export const builtInCaseFields: readonly TemplateField[] = [
  builtIn("Priority", "Dropdown", true),
  builtIn("Preconditions", "Long text", false),
  builtIn("Labels", "Multi-select", false),
];

function templates(projectId: string): Template[] {
  return [
    {
      id: `${projectId}-t-defect`,
      kind: "Defect",
      name: "Default defect",
      isDefault: true,
      fields: [
        ...builtInDefectFields.map((field) => ({ ...field })),
        {
          name: "Found in build",
          type: "Text",
          options: [],
          required: true,
          helpText: "The build number shown in the footer",
          builtIn: false,
        },
        {
          name: "Customer impact",
          type: "Dropdown",
          options: ["None", "Some customers", "All customers"],
          required: false,
          helpText: "",
          builtIn: false,
        },
      ],
      sections: [],
      title: "",
    },
    {
      id: `${projectId}-t-case`,
      kind: "Manual Test Case",
      name: "Default test case",
      isDefault: true,
      fields: builtInCaseFields.map((field) => ({ ...field })),
      sections: [],
      title: "",
    },
    {
      id: `${projectId}-t-report`,
      kind: "Report",
      name: "Standard report",
      isDefault: true,
      fields: [],
      sections: ["Summary", "Failed scripts", "Defects", "Environment"],
      title: "",
    },
  ];
}

const label = (name: string, color: Label["color"], description: string, appliesTo: Label["appliesTo"]): Label => ({
  name,
  color,
  description,
  appliesTo,
});

const webLabels: Label[] = [
  label("smoke", "Green", "Runs in the 10-minute smoke suite after each deployment", ["Scripts", "Suites"]),
  label("regression", "Blue", "Part of the nightly regression", ["Scripts", "Suites"]),
  label("checkout", "Orange", "Cart, checkout and payment", ["Scripts", "Defects"]),
  label("search", "Purple", "Search and suggestions", ["Scripts", "Defects"]),
];

const configuration = (
  id: string,
  name: string,
  type: RunConfiguration["type"],
  machines: RunConfiguration["machines"],
  usedBy: string[],
  projectDefault: boolean,
): RunConfiguration => ({
  id,
  name,
  type,
  environment: "Staging",
  machines,
  windowSize: "Maximized",
  headless: false,
  browserVersion: "Latest installed",
  pageLoadTimeout: 60,
  projectDefault,
  usedBy,
});

/** The seeded run configurations; the seeded runs read their browser, machine and environment from these. */
export const seedRunConfigurations = {
  nightly: configuration(
    "rc-web-chrome",
    "Staging · Chrome",
    "Web",
    [{ machine: "QA-Win-01", targets: ["Chrome"], sessions: 2 }],
    ["Nightly Regression"],
    true,
  ),
  smoke: configuration(
    "rc-web-firefox",
    "Staging · Firefox",
    "Web",
    [{ machine: "QA-Linux-02", targets: ["Firefox"], sessions: 2 }],
    ["Smoke"],
    false,
  ),
  mobile: configuration(
    "rc-mobile-pixel",
    "Staging · Pixel 8",
    "Mobile",
    [{ machine: "Device Lab 1", targets: ["Pixel 8 (Android 15)"], sessions: 1 }],
    ["Mobile Smoke"],
    true,
  ),
  tracking: configuration(
    "rc-tracking-safari",
    "Staging · Safari",
    "Web",
    [{ machine: "QA-Mac-01", targets: ["Safari"], sessions: 1 }],
    ["Tracking Regression"],
    true,
  ),
  api: configuration(
    "rc-api",
    "Staging · API",
    "Web",
    [{ machine: "QA-Linux-02", targets: ["API client"], sessions: 4 }],
    ["API Contract"],
    true,
  ),
} as const;

/** A seeded run's configuration: its run configuration's first machine and target, and its environment. */
export function seedRunTarget(key: keyof typeof seedRunConfigurations) {
  const config = seedRunConfigurations[key];
  const row = config.machines[0] as RunConfiguration["machines"][number];
  return { browser: row.targets[0] as string, machine: row.machine, environment: config.environment };
}

const crossBrowser = configuration(
  "rc-web-cross",
  "Staging · Chrome and Firefox",
  "Web",
  [
    { machine: "QA-Win-01", targets: ["Chrome", "Firefox"], sessions: 2 },
    { machine: "QA-Win-02", targets: ["Chrome", "Firefox"], sessions: 2 },
  ],
  [],
  false,
);

/** The docs' defaults for a project (each tab's Default column). */
export function projectDefaults(projectId: string, projectName: string): ProjectSettings {
  return {
    projectId,
    email: { senderName: "Ignitest", replyTo: "", subjectPrefix: `[${projectName}]`, rules: [] },
    timeZone: { zone: "UTC", dateFormat: "YYYY-MM-DD", timeFormat: "24-hour", firstDay: "Monday" },
    labels: [],
    allowNewLabels: false,
    labelsOnDefects: false,
    templates: templates(projectId),
    runConfigurations: [],
    result: {
      keepSuiteResults: "90",
      keepScreenshots: "30",
      keepVideos: "14",
      keepQuickRuns: "30",
      screenshotQuality: "Medium",
      consoleLog: "On for failed scripts",
      networkLog: false,
      countWarningAs: "Passed",
      countSkipped: false,
      suiteResult: "Any script fails",
      failShare: 10,
      postCondition: "Warning",
      reportTemplate: "Standard report",
      emailReport: "None",
      includePassed: false,
    },
    memory: {
      allocationGb: null,
      warnAt: 80,
      whenFull: "Stop saving screenshots and videos",
      clientLimitMb: 2048,
      perSessionMb: 1024,
      whenLimit: "Queue new sessions",
      applyTo: "All machines of this project",
      usageMb: { Screenshots: 0, Videos: 0, Reports: 0, "Test data": 0, "Defect attachments": 0 },
    },
  };
}

export function settingsSeed(): Settings {
  const web = projectDefaults("p-web", "Northwind Web");
  web.email = {
    senderName: "Northwind QA",
    replyTo: "qa-team@northwind.example",
    subjectPrefix: "[Northwind Web]",
    rules: [
      {
        id: "rule-1",
        event: "Suite run failed",
        suites: "Nightly Regression",
        minimumSeverity: "Any",
        recipients: ["Aisha Rahman", "qa-leads@northwind.example"],
        attachReport: "PDF",
      },
      {
        id: "rule-2",
        event: "Defect logged",
        suites: "All suites",
        minimumSeverity: "Critical",
        recipients: ["Project Admin"],
        attachReport: "None",
      },
    ],
  };
  web.labels = webLabels.map((item) => ({ ...item, appliesTo: [...item.appliesTo] }));
  web.runConfigurations = [{ ...seedRunConfigurations.nightly }, { ...seedRunConfigurations.smoke }, crossBrowser];
  web.memory = {
    ...web.memory,
    allocationGb: 50,
    usageMb: { Screenshots: 21_400, Videos: 11_900, Reports: 2_300, "Test data": 1_700, "Defect attachments": 900 },
  };
  const mobile = projectDefaults("p-mobile", "Northwind Shop App");
  mobile.labels = [label("smoke", "Green", "Runs after each app build", ["Scripts", "Suites"])];
  mobile.runConfigurations = [{ ...seedRunConfigurations.mobile }];
  mobile.memory.usageMb = {
    Screenshots: 6_200,
    Videos: 3_100,
    Reports: 400,
    "Test data": 900,
    "Defect attachments": 200,
  };
  const tracking = projectDefaults("p-tracking", "Northwind Order Tracking");
  tracking.runConfigurations = [{ ...seedRunConfigurations.tracking }];
  tracking.memory.usageMb = { Screenshots: 2_800, Videos: 0, Reports: 150, "Test data": 60, "Defect attachments": 40 };
  const api = projectDefaults("p-api", "Northwind Public API");
  api.labels = [label("api", "Blue", "Contract checks of the public API", ["Scripts", "Suites", "Defects"])];
  api.runConfigurations = [{ ...seedRunConfigurations.api }];
  api.memory.usageMb = { Screenshots: 0, Videos: 0, Reports: 310, "Test data": 1_200, "Defect attachments": 20 };
  return {
    mailServer: {
      kind: "smtp",
      host: "smtp.northwind.example",
      port: 587,
      security: "STARTTLS",
      username: "ignitest-mailer",
      passwordSet: true,
      fromAddress: "ignitest@northwind.example",
    },
    projects: [web, mobile, tracking, api],
  };
}
