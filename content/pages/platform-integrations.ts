/**
 * Every word of the Integrations screen of the Platform's demo mode
 * (apps/web/app/features/platform-integrations, docs/platform-integrations.md)
 * but the tools' own facts (names, field labels and hints, docs links), which
 * live in the feature's tools.ts. {tool}, {field}, {example}, {min}, {max},
 * {suite}, {file} and {product} are filled in by the screen.
 */
export const labels = {
  heading: "Integrations",
  lead: "Connect the tools your team already uses. This is the product's demo mode: what you save stays in this browser, and nothing you enter is sent anywhere.",
  listLabel: "Integrations",
  connected: "Connected",
  notConnected: "Not connected",
  connect: "Connect",
  configure: "Configure",
  /** The accessible name of a card's button: "Connect Jenkins". */
  buttonName: "{action} {tool}",
  docsLink: "Read the {tool} integration guide",
  back: "Back to integrations",
  formTitle: "{tool} integration",
  settingsLegend: "Settings",
  snippetLegend: "Pipeline snippet",
  snippetLegendHint: "What the {product} snippet below is built from.",
  save: "Save",
  saving: "Saving…",
  saved: "Saved. The {tool} card shows Connected.",
  disconnect: "Disconnect",
  disconnected: "Disconnected. The {tool} settings were removed from this browser.",
  testTitle: "What the connection test would check",
  testIntro: "For {tool}, the product:",
  demoNote: "This demo does not leave the browser: nothing was sent, and no request was made.",
  allSuites: "All suites",
  chooseOption: "Choose…",
  suiteOption: "{name} ({id})",
  snippetTitle: "Your pipeline snippet",
  snippetIntro:
    "Put this in {file}. It starts the suite, waits for the execution and fails when the result is not Passed, as the {tool} integration guide describes.",
  snippetEmpty: "Save the settings to get a {product} snippet built from them.",
  copy: "Copy",
  copyName: "Copy the {file} snippet",
  copied: "Copied to the clipboard.",
  copyFailed: "The browser did not allow copying. Select the snippet and copy it yourself.",
};

/** The messages tied to a field; {field} is its label as it reads inside a sentence. */
export const messages = {
  summary: "Please correct the highlighted fields.",
  required: "Enter the {field}.",
  choose: "Choose an option for {label}.",
  httpsUrl: "Enter the {field} as a full address that starts with https://, like {example}.",
  slackWebhook: "Enter the webhook URL Slack gave you: it starts with https://hooks.slack.com/services/.",
  email: "Enter an email address like {example}, or leave it empty for a personal access token.",
  secret: "Enter the {field} without spaces.",
  projectKey: "Enter a project key of 2 to 10 capital letters or digits that starts with a letter, like {example}.",
  tokenName: "Use 3 to 40 lower-case letters, digits and hyphens, like {example}.",
  channel: "Enter a channel name that starts with #, like {example}.",
  wholeNumber: "Enter a whole number from {min} to {max}.",
  events: "Choose at least one event to post.",
  runConfiguration:
    "Enter a run configuration name of letters, digits, spaces and · - _ . ( ) only, like {example}: quotes, $ and backslashes would break the snippet.",
  branch: "Enter a branch name of letters, digits and . _ / - only, like {example}.",
  jobName: "Use letters, digits, hyphens and underscores, starting with a letter, like {example}.",
  suiteNotAllowed: "The token may not start {suite}: choose it under Suites, or All suites.",
  tunnelName: "Enter the tunnel name, or switch Use tunnel off.",
};
