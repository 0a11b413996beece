import type { NlpFaq, Platform, SinceVersion } from "@ignitest/contracts";
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
import {
  type ElementTarget,
  inFrame,
  inShadowDom,
  nthOfList,
  onElement,
  sharedPlatforms,
  withText,
} from "./element-targets.js";
import { keyDrafts, shortcutDrafts } from "./keyboard-keys.js";

/** Typing into fields: input actions × targets, plus single keys with and without a focused element. */
type InputAction = {
  name(noun: string): string;
  summary(what: string): string;
  detail: string;
  /** The text input, when the action types something. */
  text?: SourceInput;
  platforms: Platform[];
  since: SinceVersion;
  faq(name: string): NlpFaq;
};

const textInput = input(
  "input",
  "Text",
  "The text to type. Variables such as {email} are replaced first.",
  "qa.user@example.com",
);

const inputActions: InputAction[] = [
  {
    name: (noun) => `Enter input into ${noun}`,
    summary: (what) => `Types text into ${what}.`,
    detail:
      "It focuses the field and types the text key by key, so input, keydown and change handlers run as for a user. What the field held before stays unless the field selects it on focus.",
    text: textInput,
    platforms: allPlatforms,
    since: "1.0",
    faq: (name) => ({
      question: `Does “${name}” clear the field first?`,
      answer:
        "No. It types after whatever the field already holds. Use “Clear and enter input into element” when the field may be pre-filled, for example on an edit form.",
    }),
  },
  {
    name: (noun) => `Clear and enter input into ${noun}`,
    summary: (what) => `Clears ${what} and types new text into it.`,
    detail:
      "It selects and deletes the current value with the keyboard (so frameworks notice the change), then types the new text.",
    text: textInput,
    platforms: allPlatforms,
    since: "1.0",
    faq: () => ({
      question: "Why does clearing use the keyboard rather than setting the value to empty?",
      answer:
        "React, Angular and Vue keep their own copy of a field's value and only update it on input events. Deleting with keys fires those events; setting the value directly would leave the form thinking the old text is still there.",
    }),
  },
  {
    name: (noun) => `Append input to ${noun}`,
    summary: (what) => `Adds text at the end of what ${what} already holds.`,
    detail:
      "It moves the caret to the end of the current value and types there, for fields that build up a value such as tags or notes.",
    text: input("input", "Text", "The text to add at the end.", ", gift wrap"),
    platforms: allPlatforms,
    since: "1.1",
    faq: () => ({
      question: "Where does the appended text go in a multi-line text area?",
      answer:
        "After the last character of the last line. Press Enter first (“Press Enter key on element”) to start a new line.",
    }),
  },
  {
    name: (noun) => `Enter masked input into ${noun}`,
    summary: (what) => `Types a secret into ${what} without showing it in reports.`,
    detail:
      "It behaves like “Enter input into element”, but the value is written as ●●●● in logs, reports and screenshots' step captions, which suits passwords, card numbers and tokens.",
    text: input("input", "Text", "The secret to type, usually a variable such as {password}.", "{password}"),
    platforms: allPlatforms,
    since: "1.0",
    faq: () => ({
      question: "Is the masked value encrypted?",
      answer:
        "It is hidden from every report, log and console the product writes. Store the secret itself in an encrypted project variable so it never appears in the test case either.",
    }),
  },
  {
    name: (noun) => `Type input slowly into ${noun}`,
    summary: (what) => `Types text into ${what} one character at a time with a pause between keys.`,
    detail:
      "The pause (150 ms by default) gives autocomplete lists and search-as-you-type fields time to react, as they would for a person typing.",
    text: input("input", "Text", "The text to type.", "Berl"),
    platforms: allPlatforms,
    since: "1.4",
    faq: () => ({
      question: "When do I need slow typing?",
      answer:
        "When a field reacts to each key: autocomplete, masked date fields, OTP boxes that jump to the next box. If the normal step loses characters or the suggestion list never opens, switch to this one.",
    }),
  },
  {
    name: (noun) => `Clear input of ${noun}`,
    summary: (what) => `Empties ${what}.`,
    detail:
      "It deletes the current value with the keyboard so the page's change handlers run, then checks that the field is empty.",
    platforms: allPlatforms,
    since: "1.0",
    faq: () => ({
      question: "The field fills itself again after clearing. Why?",
      answer:
        "Some forms restore a default when the field loses focus while empty. Type the new value in the next step (or use “Clear and enter input into element”) before moving the focus.",
    }),
  },
  {
    name: (noun) => `Enter input into ${noun} using JavaScript`,
    summary: (what) => `Sets the value of ${what} through the page's JavaScript.`,
    detail:
      "It assigns the value and dispatches input and change events in one go, which is much faster for long texts and works for read-only looking custom fields. It does not press keys, so key handlers do not run.",
    text: input("input", "Text", "The value to set.", "A long product description pasted in one go."),
    platforms: webOnly,
    since: "1.2",
    faq: () => ({
      question: "Why does my form not notice the value set with JavaScript?",
      answer:
        "The step fires input and change events, which most frameworks listen to. Fields that only react to key presses (for example masked inputs) need the regular “Enter input into element”.",
    }),
  },
];

const inputTargets = [onElement, inFrame, inShadowDom, withText, nthOfList];

const targetExample = (target: ElementTarget) =>
  target === inShadowDom ? "input[name=email]" : target === nthOfList ? "Quantity fields" : "Email field";

const inputDrafts = cross(inputActions, inputTargets, (action, target): NlpDraft => {
  const name = action.name(target.noun);
  const role = target === withText ? "The field's label" : "The field to type into";
  return {
    name,
    short: action.summary(target.short),
    long: `${action.summary(`the ${target.noun}`)} ${action.detail} ${target.detail}`,
    inputs: [...target.inputs(role, targetExample(target)), ...(action.text ? [action.text] : [])],
    platforms: sharedPlatforms(action.platforms, target.platforms),
    since: latest(action.since, target.since),
    faqs: [action.faq(name), target.faq(name)],
  };
});

export const keyboardInput = nlpFamily(
  {
    category: {
      id: "keyboard-and-input-actions",
      title: "Keyboard and input actions",
      shortDescription: "Type, clear, paste and press keys in any field.",
      description:
        "Typing the way users type: enter, append, clear and mask input in fields on the page, in frames, in shadow roots or found by label; press single keys and shortcuts; copy and paste through the clipboard.",
      usageCount: 9400,
    },
    platforms: webOnly,
    since: "1.0",
    tags: ["keyboard", "input"],
    scenarios: [
      (_draft, example) => ({
        title: "Fill in the sign-in form",
        steps: [
          step("Navigate to URL", { url: demo.login }),
          example,
          step("Click on element", { element: "Sign in button" }),
        ],
      }),
      (draft, example) => ({
        title: `Use “${draft.name}” in a search`,
        steps: [
          step("Navigate to URL", { url: demo.shop }),
          step("Click on element", { element: "Search box" }),
          example,
          step("Wait till element is visible", { element: "Result count label" }),
        ],
      }),
      (_draft, example) => ({
        title: "Edit a saved profile",
        steps: [
          step("Navigate to URL", { url: `${demo.shop}/profile` }),
          example,
          step("Click on element", { element: "Save profile button" }),
          step("Verify element is visible", { element: "Profile saved toast" }),
        ],
      }),
    ],
    faqs: [
      () => ({
        question: "Does this work with the on-screen keyboard on mobile?",
        answer:
          "Yes. On Android and iOS the text is sent to the focused field through the automation driver, whatever keyboard is installed. Hide the keyboard afterwards with “Hide keyboard” if it covers the next element.",
      }),
      () => ({
        question: "Can the text contain variables?",
        answer:
          "Yes. Write {name} for a test-case, global or project variable; it is replaced before typing. Write {{ to type a literal brace.",
      }),
    ],
  },
  [...inputDrafts, ...keyDrafts, ...shortcutDrafts],
);
