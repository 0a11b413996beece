import type { SinceVersion } from "@ignitest/contracts";
import {
  allPlatforms,
  cross,
  demo,
  input,
  latest,
  type NlpDraft,
  nlpFamily,
  type SourceInput,
  step,
  webOnly,
} from "../catalogue-kit.js";

/** Dropdowns (select elements) × their operations, plus checkboxes, radio buttons and custom pickers. */
const dropdownTargets = [
  { noun: "dropdown", where: "", frame: [] as SourceInput[], since: "1.0" as SinceVersion },
  {
    noun: "dropdown in frame",
    where: " inside an iframe",
    frame: [input("frame", "Text", "Name, id or 1-based index of the iframe.", "shipping-frame")],
    since: "1.1" as SinceVersion,
  },
];

const optionText = input("option text", "Text", "The option's visible text, exactly as shown.", "Germany");

type Operation = {
  name(noun: string): string;
  does(noun: string): string;
  detail: string;
  inputs: SourceInput[];
  since: SinceVersion;
};

const operations: Operation[] = [
  {
    name: (noun) => `Select option from ${noun} by visible text`,
    does: (noun) => `Chooses the option of a ${noun} whose text you give`,
    detail: "Matching is exact after trimming spaces; the page's change event fires as for a user.",
    inputs: [optionText],
    since: "1.0",
  },
  {
    name: (noun) => `Select option from ${noun} by value`,
    does: (noun) => `Chooses the option of a ${noun} by its value attribute`,
    detail: "Values stay the same when the interface is translated, so this suits multilingual sites.",
    inputs: [input("value", "Text", "The option's value attribute.", "DE")],
    since: "1.0",
  },
  {
    name: (noun) => `Select option from ${noun} by index`,
    does: (noun) => `Chooses the option of a ${noun} at a position`,
    detail: "Positions are 1-based and count every option, including a “Please choose” placeholder.",
    inputs: [input("index", "Number", "1-based position of the option.", "2")],
    since: "1.0",
  },
  {
    name: (noun) => `Select option from ${noun} by partial text`,
    does: (noun) => `Chooses the first option of a ${noun} whose text contains a word`,
    detail: "It suits options that carry changing details, such as “Express (2 days) – $9.99”.",
    inputs: [input("partial text", "Text", "Text the option contains.", "Express")],
    since: "1.3",
  },
  {
    name: (noun) => `Deselect option from ${noun} by visible text`,
    does: (noun) => `Unselects an option of a multi-select ${noun} by its text`,
    detail: "Only multi-select lists allow deselecting; on a single select the step fails and says so.",
    inputs: [optionText],
    since: "1.1",
  },
  {
    name: (noun) => `Deselect all options from ${noun}`,
    does: (noun) => `Unselects every option of a multi-select ${noun}`,
    detail: "It leaves the list with no choice, to test the “at least one” validation.",
    inputs: [],
    since: "1.1",
  },
  {
    name: (noun) => `Verify selected option of ${noun} is`,
    does: (noun) => `Checks the visible text of the option chosen in a ${noun}`,
    detail: "For multi-select lists the first chosen option is compared.",
    inputs: [input("expected text", "Text", "The text of the option that should be chosen.", "Germany")],
    since: "1.0",
  },
  {
    name: (noun) => `Verify ${noun} contains option`,
    does: (noun) => `Checks that a ${noun} offers an option with a text`,
    detail: "It reads every option, hidden ones included, and compares their trimmed texts.",
    inputs: [optionText],
    since: "1.1",
  },
  {
    name: (noun) => `Verify ${noun} does not contain option`,
    does: (noun) => `Checks that a ${noun} does not offer an option with a text`,
    detail: "Use it for options that must disappear, such as sold-out sizes or countries you do not ship to.",
    inputs: [input("option text", "Text", "The option text that must be absent.", "Antarctica")],
    since: "1.2",
  },
  {
    name: (noun) => `Verify options count of ${noun} is`,
    does: (noun) => `Checks how many options a ${noun} offers`,
    detail: "Every option counts, including a placeholder such as “Please choose”.",
    inputs: [input("count", "Number", "How many options there should be.", "5")],
    since: "1.1",
  },
  {
    name: (noun) => `Verify options of ${noun} are sorted`,
    does: (noun) => `Checks that the options of a ${noun} are in alphabetical order`,
    detail: "A leading placeholder option is ignored; the comparison ignores case and accents.",
    inputs: [],
    since: "1.3",
  },
  {
    name: (noun) => `Store selected option of ${noun} into variable`,
    does: (noun) => `Saves the text of the option chosen in a ${noun}`,
    detail: "The variable can be used in later steps, for example to check the order summary.",
    inputs: [input("variable", "Variable", "Name of the variable to fill.", "country")],
    since: "1.1",
  },
  {
    name: (noun) => `Store all options of ${noun} into list variable`,
    does: (noun) => `Saves the texts of every option of a ${noun} as a list`,
    detail: "Options are saved in their order, to compare them with expected data from Excel or an API.",
    inputs: [input("variable", "Variable", "Name of the list variable to fill.", "countries")],
    since: "1.4",
  },
];

const dropdownInput = input("dropdown", "Element", "The select element.", "Country dropdown");

const dropdownDrafts = cross(
  operations,
  dropdownTargets,
  (operation, target): NlpDraft => ({
    name: operation.name(target.noun),
    short: `${operation.does("dropdown")}${target.where}.`,
    long: `${operation.does("dropdown")}${target.where}. ${operation.detail} It works on HTML select elements; use the custom dropdown steps for lists built from other elements.`,
    inputs: [dropdownInput, ...target.frame, ...operation.inputs],
    since: latest(operation.since, target.since),
  }),
);

const checkboxInput = input("checkbox", "Element", "The checkbox or its label.", "Newsletter checkbox");
const radioInput = input("radio button", "Element", "The radio button or its label.", "Express delivery option");

const controlDrafts: NlpDraft[] = [
  {
    name: "Select checkbox",
    short: "Ticks a checkbox unless it is already ticked.",
    long: "Clicks the checkbox only when it is not ticked, so the step can run twice without unticking it. The result is checked afterwards.",
    inputs: [checkboxInput],
    platforms: allPlatforms,
  },
  {
    name: "Unselect checkbox",
    short: "Unticks a checkbox if it is ticked.",
    long: "Clicks the checkbox only when it is ticked, leaving an unticked checkbox alone, and checks the result.",
    inputs: [checkboxInput],
    platforms: allPlatforms,
  },
  {
    name: "Select radio button",
    short: "Chooses a radio button.",
    long: "Clicks the radio button (or its label) when it is not chosen yet; the other buttons of its group are released by the page.",
    inputs: [radioInput],
    platforms: allPlatforms,
  },
  {
    name: "Select radio button by label text",
    short: "Chooses the radio button whose label shows a text.",
    long: "Finds the radio button labelled with the text you give and chooses it, so the step needs no locator for each option.",
    inputs: [input("label text", "Text", "The visible label of the option.", "Express delivery")],
    since: "1.2",
  },
  {
    name: "Select option from custom dropdown",
    short: "Opens a dropdown built from elements and chooses an option by text.",
    long: "Clicks the dropdown to open its list, waits for the option with the text you give and clicks it. It suits design-system dropdowns (Material, Ant, Radix) that are not HTML selects.",
    inputs: [
      input("dropdown", "Element", "The element that opens the list.", "Sort by dropdown"),
      input("option text", "Text", "Visible text of the option.", "Price: low to high"),
    ],
    since: "1.3",
  },
  {
    name: "Select option from autocomplete",
    short: "Types into an autocomplete field and chooses a suggestion.",
    long: "Types the search text slowly, waits for the suggestion list and clicks the suggestion whose text contains the option text you give.",
    inputs: [
      input("field", "Element", "The autocomplete input.", "City field"),
      input("search text", "Text", "What to type.", "Berl"),
      input("option text", "Text", "Text of the suggestion to choose.", "Berlin, Germany"),
    ],
    since: "1.4",
  },
  {
    name: "Select date from date picker",
    short: "Opens a date picker and chooses a date.",
    long: "Opens the picker, moves to the right month and year with its arrows and clicks the day. The date is given as yyyy-MM-dd whatever the picker displays.",
    inputs: [
      input("date field", "Element", "The field that opens the picker.", "Delivery date field"),
      input("date", "Date", "The date to choose, as yyyy-MM-dd.", "2025-06-14"),
    ],
    since: "1.5",
  },
  {
    name: "Set slider value",
    short: "Moves a range slider to a value.",
    long: "Sets an HTML range input, or an ARIA slider, to the value you give with the keyboard, so the page's change handlers run as for a user.",
    inputs: [
      input("slider", "Element", "The range input or ARIA slider.", "Price slider handle"),
      input("value", "Number", "The value to set, within the slider's range.", "150"),
    ],
    platforms: webOnly,
    since: "1.5",
  },
];

export const dropdownsAndForms = nlpFamily(
  {
    category: {
      id: "dropdowns-and-form-controls",
      title: "Dropdowns and form controls",
      shortDescription: "Choose options, tick checkboxes, pick dates and move sliders.",
      description:
        "Work with form controls beyond text fields: select and verify options of dropdowns (on the page or in a frame) by text, value, index or partial text, tick checkboxes and radio buttons, and drive custom dropdowns, autocompletes, date pickers and sliders.",
      usageCount: 7000,
    },
    platforms: webOnly,
    since: "1.0",
    tags: ["dropdown", "form"],
    scenarios: [
      (_draft, example) => ({
        title: "Fill in the shipping form",
        steps: [
          step("Navigate to URL", { url: `${demo.shop}/checkout/shipping` }),
          step("Enter input into element", { element: "Shipping name field", input: "Priya Sharma" }),
          example,
          step("Click on element with text", { text: "Continue to payment" }),
        ],
      }),
      (_draft, example) => ({
        title: "Check the listing's filters",
        steps: [
          step("Navigate to URL", { url: demo.products }),
          example,
          step("Wait till element is visible", { element: "Product cards" }),
        ],
      }),
    ],
    faqs: [
      () => ({
        question: "The step says “element is not a select”. What now?",
        answer:
          "The dropdown is built from divs and lists rather than an HTML select. Use “Select option from custom dropdown”, which clicks it open and chooses the option by its text.",
      }),
      () => ({
        question: "Does choosing an option trigger the page's change handlers?",
        answer:
          "Yes. Options are chosen as a user would, so change and input events fire and dependent fields (such as states after a country) update.",
      }),
    ],
  },
  [...dropdownDrafts, ...controlDrafts],
);
