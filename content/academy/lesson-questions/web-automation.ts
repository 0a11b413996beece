import type { LessonQuestions } from "./lesson-question";

/** Questions after the Web Automation lessons: scripts, NLPs, elements, variables and checks. */
export const webAutomationLessonQuestions: LessonQuestions = {
  "scriptless-introduction": [
    {
      text: "In a step, what does the NLP say?",
      options: ["What happens", "Where it happens", "Which data it uses"],
      answer: 0,
      explanation: "The NLP says what happens, the element says where, and the input says with what.",
    },
    {
      text: "Which steps are checkpoints?",
      options: ["Every step with an element", "Steps with a wait", "Steps whose NLP starts with Verify"],
      answer: 2,
      explanation: "Steps that start with Verify compare what the application shows with what you expect.",
    },
  ],
  "script-creation": [
    {
      text: "What happens when a step's input is missing?",
      options: [
        "Ignitest fills in a default value",
        "The step stays red: you can save the script but not run it",
        "The script cannot be saved",
      ],
      answer: 1,
      explanation: "A step stays red while an input is missing; the script saves, but does not run.",
    },
    {
      text: "Which project roles can create an automation script?",
      options: ["Project Admin or Test Engineer", "Viewer", "Only a Super Admin"],
      answer: 0,
      explanation: "You need the Project Admin or Test Engineer role in the project.",
    },
  ],
  "web-nlps-part-1": [
    {
      text: "Which NLP empties a field before typing the new value?",
      options: ["Enter input into element", "Enter masked input into element", "Clear and enter input into element"],
      answer: 2,
      explanation: "Clear and enter input into element empties the field first, such as a quantity, then types.",
    },
    {
      text: "Which NLP types a secret without showing it in reports?",
      options: ["Click on element with text", "Enter masked input into element", "Enter input into element"],
      answer: 1,
      explanation: "Enter masked input into element types the value without showing it in reports.",
    },
  ],
  "web-nlps-part-2": [
    {
      text: "After Switch to frame by name or id, where do later steps act?",
      options: [
        "Inside the frame, until Switch to default content",
        "In the main page again after one step",
        "In a new browser tab",
      ],
      answer: 0,
      explanation: "Later steps act inside the frame until you add Switch to default content.",
    },
    {
      text: "Why do alerts need their own NLPs, such as Accept alert?",
      options: [
        "They are always inside a frame",
        "They only appear in headless runs",
        "The browser draws them, so no locator reaches them",
      ],
      answer: 2,
      explanation: "Alerts are drawn by the browser; Accept alert presses OK and Dismiss alert presses Cancel.",
    },
  ],
  "locators-part-1": [
    {
      text: "At run time, what does Ignitest do when an element's first locator finds nothing?",
      options: ["Asks the tester to pick the element", "Falls back to the next locator", "Fails the step at once"],
      answer: 1,
      explanation: "Locators are tried in priority order; when one finds nothing, the next one is tried.",
    },
    {
      text: "How many locators should every element have?",
      options: ["At least two, of different kinds", "Exactly one", "One per browser"],
      answer: 0,
      explanation: "Give every element at least two locators of different kinds, such as an ID and a relative XPath.",
    },
  ],
  "locators-part-2": [
    {
      text: "Which Finder candidates should you prefer?",
      options: ["Generated ids", "Position-based paths", "Those built on a test id, a name or a label"],
      answer: 2,
      explanation: "Test ids, names and labels outlast generated ids and position-based paths.",
    },
    {
      text: "A locator stopped matching after a release. Where do you paste the better locator?",
      options: ["Into each script's step", "Onto the existing element", "Onto a new element"],
      answer: 1,
      explanation: "Paste onto the existing element, so every script that uses it is repaired at once.",
    },
  ],
  "element-repository": [
    {
      text: "How should you name an element?",
      options: [
        "After what the user sees, such as Checkout button",
        "After its locator",
        "After the script that uses it",
      ],
      answer: 0,
      explanation: "Names describe what the user sees, not the locator, which may change.",
    },
    {
      text: "What happens when you delete an element that scripts still use?",
      options: ["The scripts' steps are deleted too", "The scripts keep a local copy", "Deleting it is blocked"],
      answer: 2,
      explanation: "Deleting an element that scripts still use is blocked; check its Used by tab first.",
    },
  ],
  "shared-elements": [
    {
      text: "You change the locator of an element three scripts use. What changes in the scripts?",
      options: [
        "Each script gets a copy",
        "Nothing: their next runs use the new locator",
        "Each script must be edited",
      ],
      answer: 1,
      explanation: "Steps point to the shared element, so Update Everywhere is all it takes.",
    },
    {
      text: "What does a Local copy of an element miss?",
      options: ["Later changes to the shared element", "Its locators", "Its name"],
      answer: 0,
      explanation: "Local copies miss later changes to the shared element, so use them sparingly.",
    },
  ],
  "reference-elements": [
    {
      text: "Which relation to a reference element holds best across screen sizes?",
      options: ["Right of", "Below", "Inside the same container as"],
      answer: 2,
      explanation: "Right of and below depend on the screen size; the same container does not.",
    },
    {
      text: "What does the step Click on element with Add to cart button ask for once the reference is set?",
      options: ["A CSS selector", "The product name", "A screen position"],
      answer: 1,
      explanation: "The anchor is found by product name, and the button in that product's card is clicked.",
    },
  ],
  "dynamic-locators": [
    {
      text: "How is a placeholder written in a dynamic locator?",
      options: ["A name in curly braces after a dollar sign", "A name between percent signs", "A question mark"],
      answer: 0,
      explanation:
        "The placeholder is written like a variable, a dollar sign and the name in curly braces, and listed under Dynamic values.",
    },
    {
      text: "What happens when a step leaves the placeholder empty?",
      options: ["It matches the first element", "It skips the step", "It fails before it tries the locator"],
      answer: 2,
      explanation: "A step that leaves the placeholder empty fails before it tries to find the element.",
    },
  ],
  "variables-part-1": [
    {
      text: "How long does a value stored by Store element text into variable live?",
      options: ["Until someone edits it", "For the rest of the run", "Until the project is archived"],
      answer: 1,
      explanation: "A local variable that a step stores lives for the rest of the run only.",
    },
    {
      text: "Who can change global variables?",
      options: ["Only Super Admins and Admins", "Every Test Engineer", "Any Viewer"],
      answer: 0,
      explanation: "Every project of the license reads global variables, so only Super Admins and Admins change them.",
    },
  ],
  "variables-part-2": [
    {
      text: "Which kind of variable takes a different value for each test environment?",
      options: ["A project variable", "A local variable", "An environment variable"],
      answer: 2,
      explanation: "Each environment becomes a column, with one value per environment.",
    },
    {
      text: "What does ticking Masked do?",
      options: [
        "Hides the variable from every script",
        "Shows the value as dots in the editor, logs and reports",
        "Deletes the value after one run",
      ],
      answer: 1,
      explanation: "Masked values show as dots in the editor, the run logs and reports.",
    },
  ],
  checkpoints: [
    {
      text: "Which If failed setting marks the step Warning and carries on?",
      options: ["Mark warning", "Continue", "Stop"],
      answer: 0,
      explanation: "Mark warning carries on and the script ends Warning unless something else fails.",
    },
    {
      text: "A checkpoint set to Continue fails. How does the script end?",
      options: ["Passed", "Warning", "Failed, after running the remaining steps"],
      answer: 2,
      explanation: "Continue marks the step Failed and runs the rest; the script still ends Failed.",
    },
    {
      text: "What is the default If failed setting?",
      options: ["Mark warning", "Stop", "Continue"],
      answer: 1,
      explanation: "Stop is the default: the script ends, and its post-conditions still run.",
    },
  ],
  synchronization: [
    {
      text: "Why avoid Wait for seconds?",
      options: [
        "A fixed pause is too short on a slow day and too long on a fast one",
        "It is not available in web projects",
        "It stops the script",
      ],
      answer: 0,
      explanation: "Fixed pauses cause random failures or waste time; wait for a condition instead.",
    },
    {
      text: "What is the default Element wait of a script?",
      options: ["5 seconds", "60 seconds", "15 seconds"],
      answer: 2,
      explanation: "Ignitest waits up to the script's Element wait, 15 seconds by default, for each element.",
    },
  ],
  "quick-run": [
    {
      text: "Which machines can you select for a Quick Run?",
      options: ["Only cloud machines", "Only machines with the status Online", "Any machine, even Offline"],
      answer: 1,
      explanation: "Only Online machines can be selected.",
    },
    {
      text: "Why select an Environment for a Quick Run?",
      options: [
        "So baseUrl and other environment variables have values",
        "To choose the browser",
        "To name the result",
      ],
      answer: 0,
      explanation: "The environment gives environment variables such as baseUrl their values.",
    },
  ],
  "execution-status": [
    {
      text: "A pre-condition fails. What status does the script get?",
      options: ["Failed", "Not Executed", "Skipped"],
      answer: 2,
      explanation: "Skipped means a pre-condition or a dependency failed, so the script never ran.",
    },
    {
      text: "What does Not Executed mean?",
      options: ["The script passed only on a rerun", "The run never reached the script", "A checkpoint failed"],
      answer: 1,
      explanation: "For example, Stop on first failure ended the suite before the script.",
    },
  ],
  debugging: [
    {
      text: "Which machine can you debug on?",
      options: ["An Online local machine running the Ignitest client", "A cloud machine", "A headless browser"],
      answer: 0,
      explanation: "Headless browsers and cloud machines cannot be used for debugging.",
    },
    {
      text: "On a step group, what does Step Into do?",
      options: ["Runs the whole group", "Skips the group", "Pauses at the group's first step"],
      answer: 2,
      explanation: "Step Over runs the whole group; Step Into pauses at its first step.",
    },
  ],
  "step-groups": [
    {
      text: "The sign-in page changes. What do you edit?",
      options: ["The suite", "The Sign in step group, once", "Every script that signs in"],
      answer: 1,
      explanation: "Edit the group once and every caller follows.",
    },
    {
      text: "How do you make a step group from steps a script already has?",
      options: ["Select them, right-click and choose Create Step Group", "Export them to Excel", "Copy the script"],
      answer: 0,
      explanation: "Select the steps, right-click, and choose Create Step Group.",
    },
  ],
  "parameterized-step-groups": [
    {
      text: "Which parameter type masks its value in editors, logs and reports?",
      options: ["Text", "Boolean", "Secret"],
      answer: 2,
      explanation: "A Secret parameter, such as password, is masked everywhere.",
    },
    {
      text: "When is a parameter's default value used?",
      options: ["Only in Quick Run", "When a caller leaves the parameter empty", "Always"],
      answer: 1,
      explanation: "A default is used when the caller leaves the parameter empty.",
    },
  ],
  "program-elements": [
    {
      text: "What suits a program element best?",
      options: [
        "Pure computation or a library call, such as a check digit",
        "Clicking through screens",
        "Storing elements",
      ],
      answer: 0,
      explanation: "For screen actions a step group is easier to maintain.",
    },
    {
      text: "Which languages can a program element be written in?",
      options: ["Only Python", "Only SQL", "Java or JavaScript"],
      answer: 2,
      explanation: "You write a program element in Java or JavaScript.",
    },
  ],
};
