import type { LessonQuestions } from "./lesson-question";

/** Questions after the Sign-Up and Set-Up and Test Case Management lessons. */
export const setUpLessonQuestions: LessonQuestions = {
  registration: [
    {
      text: "Which license does the person who registers get?",
      options: [
        "A 30 day Cloud Professional trial, as its Super Admin",
        "A free Starter license, as a Test Engineer",
        "A 14 day Enterprise trial, as a Viewer",
      ],
      answer: 0,
      explanation: "The person who registers becomes the Super Admin of a 30 day Cloud Professional trial license.",
    },
    {
      text: "How long is the activation link in the email valid?",
      options: ["24 hours", "Seven days, as often as needed", "30 minutes, and it works once"],
      answer: 2,
      explanation: "Select the link within 30 minutes; it works once. Resend the e-mail if it expired.",
    },
  ],
  "project-creation": [
    {
      text: "Which project setting cannot be changed after the project is created?",
      options: ["Its type", "Its name", "Its description"],
      answer: 0,
      explanation: "The type decides which NLPs the project uses, so it is fixed when the project is created.",
    },
    {
      text: "Which license role do you need to create a project?",
      options: ["Viewer", "Super Admin or Admin", "Test Engineer"],
      answer: 1,
      explanation: "Creating a project needs the Super Admin or Admin role on the license.",
    },
  ],
  "project-management": [
    {
      text: "What must a project always keep among its members?",
      options: ["At least one Viewer", "At least two Test Engineers", "At least one Project Admin"],
      answer: 2,
      explanation: "A project always keeps at least one Project Admin, so somebody can manage it.",
    },
    {
      text: "What should you check before you archive a project?",
      options: [
        "That all its scripts have been exported",
        "That no suite is running or queued",
        "That every defect is closed",
      ],
      answer: 1,
      explanation: "Check that no suite of the project is running or queued, then choose Archive and read the summary.",
    },
  ],
  "user-management": [
    {
      text: "Which users hold a seat of the license?",
      options: ["Invited, Active and Locked users", "Only Active users", "Every user, Inactive ones included"],
      answer: 0,
      explanation: "Invited, Active and Locked users hold a seat; Inactive users do not.",
    },
    {
      text: "Which license role should most invited people keep?",
      options: ["Super Admin", "None", "Admin"],
      answer: 1,
      explanation: "Keep the license role at None for most people; Admin is for those who manage users and projects.",
    },
  ],
  "roles-management": [
    {
      text: "Which two built-in roles are license roles?",
      options: ["Test Engineer and Viewer", "Super Admin and Admin", "Project Admin and Test Engineer"],
      answer: 1,
      explanation: "Super Admin and Admin administer users, projects and roles for the whole license.",
    },
    {
      text: "What is a new custom role's starting point?",
      options: [
        "The permissions of the built-in role chosen in Based on",
        "No permissions at all",
        "Every permission of a Project Admin",
      ],
      answer: 0,
      explanation: "Based on picks the closest built-in project role; you switch on only what differs.",
    },
  ],
  "module-structure": [
    {
      text: "What happens to a module's scripts when you drag the module onto a new parent?",
      options: [
        "They stay at the old place",
        "They move and get new script IDs",
        "They move too and keep their IDs and results",
      ],
      answer: 2,
      explanation: "Moving a module moves its scripts, which keep their IDs and results.",
    },
    {
      text: "How deep should a module tree usually be?",
      options: ["At least five levels", "One level", "Two or three levels"],
      answer: 2,
      explanation: "Two or three levels are enough for most applications.",
    },
  ],
  "test-case-management-part-1": [
    {
      text: "Where do manual test cases live?",
      options: [
        "In the same module tree as automation scripts",
        "In a separate manual project",
        "Only in Excel files under Test Data",
      ],
      answer: 0,
      explanation: "Manual test cases live in the module tree with the scripts, so results and defects cover both.",
    },
    {
      text: "Where do a manual test case's Details fields, such as Priority, come from?",
      options: ["The license settings", "The suite it runs in", "The project's manual test case template"],
      answer: 2,
      explanation: "The fields of the Details tab come from the project's manual test case template.",
    },
  ],
  "test-case-management-part-2": [
    {
      text: "What does a copy of a module get?",
      options: ["The same IDs and no results", "New script IDs and no results", "The same IDs and all results"],
      answer: 1,
      explanation: "Copies get new script IDs and no results; a moved module keeps its IDs and results.",
    },
    {
      text: "Where can you compare two saved versions of a test case?",
      options: ["On its History tab", "In Analytics", "In the Execution Dashboard"],
      answer: 0,
      explanation: "The History tab keeps every saved version; select two to compare them.",
    },
  ],
  "import-export-part-1": [
    {
      text: "How does Ignitest know which sheet rows form one test case?",
      options: ["Each row is a test case", "By row colour", "Rows with the same script name become one test case"],
      answer: 2,
      explanation: "Each row is a step; rows with the same script name make one test case.",
    },
    {
      text: "What should you always do before you import?",
      options: ["Export the project", "Validate, and fix the problem rows", "Delete the target module"],
      answer: 1,
      explanation: "Validate lists every row with a problem before anything is imported.",
    },
  ],
  "import-export-part-2": [
    {
      text: "When copying to another project, what does Skip do with an item of the same name?",
      options: ["Keeps the target's item", "Replaces the target's item", "Renames both items"],
      answer: 0,
      explanation: "Skip keeps the target's item and is the safe default; Overwrite changes every script that uses it.",
    },
    {
      text: "Which export format keeps everything, not just elements?",
      options: ["Excel", "CSV", "The Ignitest package"],
      answer: 2,
      explanation: "Excel holds elements only, one sheet per page, for review; the Ignitest package keeps everything.",
    },
  ],
  "manual-suite-execution": [
    {
      text: "What happens to test cases you did not reach when you click Finish Run?",
      options: ["They are deleted from the suite", "They are marked Not Executed", "They are marked Passed"],
      answer: 1,
      explanation: "The run ends when every test case has a status or you finish it; the rest are Not Executed.",
    },
    {
      text: "What does Log Defect fill in from a failed manual step?",
      options: [
        "The step, the expected and actual results and the attachment",
        "Only the test case name",
        "Nothing: you type everything",
      ],
      answer: 0,
      explanation: "The defect is filled in with the step, both results and the attachment.",
    },
  ],
  "manual-suite-analytics": [
    {
      text: "Which filter shows only manual suites in Suite Metrics?",
      options: ["Label set to manual", "Environment set to Manual", "Type set to Manual"],
      answer: 2,
      explanation: "Set the period, and set the Type filter to Manual.",
    },
    {
      text: "What does By tester show for a manual suite?",
      options: [
        "The machines each tester used",
        "How many test cases each tester completed and how many failed",
        "Each tester's login times",
      ],
      answer: 1,
      explanation: "By tester shows completed and failed test cases per tester, to see who needs help.",
    },
  ],
};
