import type { LessonQuestions } from "./lesson-question";

/** Questions after the execution lessons: conditions, test data, suites, machines and run modes. */
export const executionLessonQuestions: LessonQuestions = {
  "execution-levels": [
    {
      text: "How often does a suite level condition run?",
      options: ["Once per suite run", "Once per script", "Once per module"],
      answer: 0,
      explanation: "It runs once, before the first script and after the last.",
    },
    {
      text: "For a suite with the modules Cart and Checkout, what runs first?",
      options: ["The Cart pre-condition", "The first Cart script", "The suite pre-condition"],
      answer: 2,
      explanation: "Suite pre-condition, then the Cart pre-condition, then each Cart script with its own conditions.",
    },
  ],
  "pre-post-conditions": [
    {
      text: "Why leave Run post-condition at Always?",
      options: [
        "So the script is rerun",
        "So the clean-up runs even when the test fails",
        "So the post-condition runs twice",
      ],
      answer: 1,
      explanation: "With Always, the cart is emptied even when the test fails.",
    },
    {
      text: "What happens to the scripts a failed pre-condition guards?",
      options: ["They are Skipped", "They run anyway", "They are marked Passed"],
      answer: 0,
      explanation: "Everything a failed pre-condition guards is Skipped, with the reason given.",
    },
  ],
  "depends-on-script": [
    {
      text: "The script a dependent script depends on fails. What is the dependent script's status?",
      options: ["Failed", "Passed", "Skipped"],
      answer: 2,
      explanation: "It is reported as Skipped, with the reason that its dependency failed.",
    },
    {
      text: "Does the dependent script run when its dependency ends with a Warning?",
      options: ["Only on a rerun", "Yes", "No"],
      answer: 1,
      explanation: "A dependency that passes or ends with a Warning lets the dependent script run.",
    },
  ],
  "excel-test-data": [
    {
      text: "Which workbooks can you upload under Test Data?",
      options: ["xlsx files of at most 25 megabytes", "Any spreadsheet of any size", "Only CSV files"],
      answer: 0,
      explanation: "Workbooks must be xlsx files of at most 25 megabytes.",
    },
    {
      text: "Where do the column names go?",
      options: ["In the last row", "In a separate sheet", "In the first row, without spaces"],
      answer: 2,
      explanation: "Column names go in the first row, one case per row below them; the first empty row ends the data.",
    },
  ],
  "data-provider": [
    {
      text: "How many data providers can a script have?",
      options: ["Any number", "At most one", "Up to three"],
      answer: 1,
      explanation: "A script has at most one data provider, and runs once per row of it.",
    },
    {
      text: "Which rows does Quick Run use by default?",
      options: ["The first row only", "All rows", "A random row"],
      answer: 0,
      explanation: "By default Quick Run uses the first row; choose All rows to run every iteration.",
    },
  ],
  suites: [
    {
      text: "What does adding scripts By module include?",
      options: [
        "Only the scripts that exist today",
        "Only scripts with a label",
        "Every script of the ticked modules, including scripts created later",
      ],
      answer: 2,
      explanation: "By module adds every script of the ticked modules, later ones included.",
    },
    {
      text: "Can one suite hold automation scripts and manual test cases?",
      options: ["Only in parallel mode", "No, a suite holds one type only", "Yes, always"],
      answer: 1,
      explanation: "Manual test cases go in a Manual suite.",
    },
  ],
  "run-configuration": [
    {
      text: "A suite of 50 scripts runs on Chrome and Firefox. How many script results does a run give?",
      options: ["100", "50", "25"],
      answer: 0,
      explanation: "Every script runs once per browser listed.",
    },
    {
      text: "How does a new machine appear in the Machines panel?",
      options: [
        "Ignitest finds it on the network",
        "You type its IP address in a suite",
        "You install the client, start it and sign in",
      ],
      answer: 2,
      explanation: "After Add Machine, install the client, start it and sign in; the machine appears Online.",
    },
  ],
  "parallel-run": [
    {
      text: "What is the default number of parallel sessions?",
      options: ["8", "2", "4"],
      answer: 1,
      explanation: "The default is 2; each session needs roughly a CPU core and 1 gigabyte of memory.",
    },
    {
      text: "What happens to sessions beyond your license's parallel executions?",
      options: ["They wait as Queued", "They fail", "They run on the cloud"],
      answer: 0,
      explanation: "Each session uses one parallel execution of the license; the rest wait as Queued.",
    },
  ],
  "execution-modes": [
    {
      text: "Which mode spreads scripts across several machines?",
      options: ["Parallel", "Sequential", "Distributed"],
      answer: 2,
      explanation: "Distributed gives each free machine the next script; it fits large suites.",
    },
    {
      text: "What does Keep module together do?",
      options: ["Merges modules", "Sends all scripts of a module to one machine", "Runs each module twice"],
      answer: 1,
      explanation: "All of a module's scripts go to one machine, so module conditions run once per module.",
    },
  ],
  "suite-access": [
    {
      text: "What do members left out of a suite's access list still get?",
      options: [
        "They see the suite and its results, without its Run button",
        "Nothing: the suite is hidden",
        "The right to edit but not run it",
      ],
      answer: 0,
      explanation: "Members left out still see the suite and its results, but cannot run it.",
    },
    {
      text: "Who can always open every suite, whatever the list says?",
      options: ["Viewers", "Test Engineers", "Project Admins"],
      answer: 2,
      explanation: "Project Admins can always open every suite.",
    },
  ],
  "auto-rerun-failed-scripts": [
    {
      text: "What is a script's final status after reruns?",
      options: ["Always Warning", "The status of its last attempt", "The status of its first attempt"],
      answer: 1,
      explanation: "Reruns stop as soon as a script passes; its final status is that of its last attempt.",
    },
    {
      text: "How many rerun attempts can you set?",
      options: ["One, two or three", "Up to ten", "Only one"],
      answer: 0,
      explanation: "Rerun attempts is one, two or three, one by default.",
    },
  ],
  tagging: [
    {
      text: "A suite selects scripts by the label smoke. What happens when a new script is tagged smoke?",
      options: [
        "You must add it to the suite by hand",
        "It runs at once",
        "The suite picks it up when it runs, without editing the suite",
      ],
      answer: 2,
      explanation: "The suite picks up every script with the label when it runs.",
    },
    {
      text: "Which characters can a label name use?",
      options: ["Only capital letters", "Lowercase letters, digits and hyphens", "Any characters"],
      answer: 1,
      explanation: "Label names use lowercase letters, digits and hyphens, up to 30 characters.",
    },
  ],
  analytics: [
    {
      text: "Which runs does Analytics leave out?",
      options: ["Quick Runs", "Nightly runs", "Failed runs"],
      answer: 0,
      explanation: "Quick Runs are runs of scripts still being written, so they are left out everywhere.",
    },
    {
      text: "When does Stability mark a script Flaky?",
      options: [
        "When it takes longer than a minute",
        "When it has no checkpoint",
        "When it passes and fails without any change, or passes only on reruns",
      ],
      answer: 2,
      explanation: "Flaky means results change without any change to the script or the app.",
    },
  ],
  "defect-tracking": [
    {
      text: "What status does a newly logged defect get?",
      options: ["In Progress", "New", "Open"],
      answer: 1,
      explanation: "It gets an ID such as DEF 301 and the status New; triage moves it to Open or Rejected.",
    },
    {
      text: "What can a Viewer do with defects?",
      options: ["Only comment", "Log and close them", "Delete them"],
      answer: 0,
      explanation: "Logging needs the Project Admin or Test Engineer role; Viewers can only comment.",
    },
  ],
  dashboard: [
    {
      text: "Which period do run-counting widgets use by default?",
      options: ["Last 7 days", "Today", "Last 30 days"],
      answer: 2,
      explanation: "They follow the period selector at the top right, Last 30 days by default.",
    },
    {
      text: "How many widgets does a new project's Dashboard show?",
      options: ["Twelve", "Six", "Three"],
      answer: 1,
      explanation: "A new project shows six widgets, such as Project Status and Suite Results.",
    },
  ],
  configuration: [
    {
      text: "Which role do you need to change a project's Configuration?",
      options: ["Project Admin", "Viewer", "Test Engineer"],
      answer: 0,
      explanation: "Configuration is for the Project Admin.",
    },
    {
      text: "What follows the project time zone?",
      options: ["Only the Dashboard colours", "Nothing", "Schedules, reports and day boundaries"],
      answer: 2,
      explanation: "Schedules, reports and day boundaries follow the project time zone.",
    },
  ],
};
