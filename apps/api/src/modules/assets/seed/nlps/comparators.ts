import type { NlpFaq } from "@ignitest/contracts";
import { input, type SourceInput } from "../catalogue-kit.js";

/**
 * How a verification compares what it read with what the tester expects.
 * Shared by element, page, variable, string and API verifications, so
 * "… contains" means the same everywhere in the catalogue.
 */
export type Comparator = {
  /** Ends the NLP name: "is", "contains", "matches pattern". */
  suffix: string;
  /** Completes "Checks that the {subject} …": "equals the expected text". */
  check: string;
  expected?: SourceInput;
  faq: NlpFaq;
};

const expected = (example: string) =>
  input("expected text", "Text", "The text to compare with; variables such as {total} are replaced first.", example);

export const isEqual: Comparator = {
  suffix: "is",
  check: "equals the expected text exactly",
  expected: expected("Welcome back, Priya"),
  faq: {
    question: "Is the comparison case-sensitive?",
    answer:
      "Yes, and it is exact after trimming leading and trailing spaces. Use the “contains” variant for part of a text, or “matches pattern” with (?i) to ignore case.",
  },
};

export const isNotEqual: Comparator = {
  suffix: "is not",
  check: "differs from the given text",
  expected: input("unexpected text", "Text", "The text it must not be equal to.", "0"),
  faq: {
    question: "When is “is not” better than “is”?",
    answer:
      "When the right value is unknown but a wrong one is known: a counter that must have changed, a price that must not be 0.00, a name that must differ from the old one stored in a variable.",
  },
};

export const contains: Comparator = {
  suffix: "contains",
  check: "contains the expected text",
  expected: expected("Thank you"),
  faq: {
    question: "Does “contains” ignore upper and lower case?",
    answer:
      "No, it is case-sensitive. It passes when the expected text appears anywhere in what was read, so keep the expected part short and specific.",
  },
};

export const doesNotContain: Comparator = {
  suffix: "does not contain",
  check: "does not contain the given text",
  expected: input("unexpected text", "Text", "The text that must not appear.", "Error"),
  faq: {
    question: "Does the step wait for the text to go away?",
    answer:
      "No, it checks once. If the text disappears after an animation or a request, wait first (for example with “Wait till element is not visible”), then verify.",
  },
};

export const startsWith: Comparator = {
  suffix: "starts with",
  check: "starts with the expected text",
  expected: expected("Order #"),
  faq: {
    question: "Are leading spaces ignored?",
    answer: "Yes. What was read is trimmed before the comparison, so “  Order #1042” starts with “Order #”.",
  },
};

export const endsWith: Comparator = {
  suffix: "ends with",
  check: "ends with the expected text",
  expected: expected("items"),
  faq: {
    question: "How do I check a currency or a unit at the end?",
    answer:
      "Put the suffix, including its space if the page shows one, as the expected text, for example “ kg” or “ EUR”. Trailing spaces of the page's text are ignored.",
  },
};

export const matchesPattern: Comparator = {
  suffix: "matches pattern",
  check: "matches a regular expression",
  expected: input(
    "pattern",
    "Pattern",
    "A regular expression (JavaScript syntax) the whole text must match.",
    "^Order #\\d{6}$",
  ),
  faq: {
    question: "Does the pattern have to match the whole text?",
    answer:
      "Yes: the pattern is anchored at both ends, so “\\d+” only passes when the text is all digits. Start it with (?i) to ignore case, or wrap it in .* to match part of the text.",
  },
};

export const isEmpty: Comparator = {
  suffix: "is empty",
  check: "is empty",
  faq: {
    question: "Does a text made of spaces count as empty?",
    answer: "Yes. The value is trimmed first, so spaces, tabs and line breaks alone count as empty.",
  },
};

export const isNotEmpty: Comparator = {
  suffix: "is not empty",
  check: "holds at least one visible character",
  faq: {
    question: "Why check only that something is there?",
    answer:
      "For values that change on every run, such as generated order numbers, timestamps or tokens: the check proves the value was filled in without knowing it in advance.",
  },
};

export const textComparators = [
  isEqual,
  isNotEqual,
  contains,
  doesNotContain,
  startsWith,
  endsWith,
  matchesPattern,
  isEmpty,
  isNotEmpty,
];

/** Numbers: "Verify count of elements is greater than". */
export type NumberComparator = { suffix: string; check: string; input: SourceInput };

const numberInput = (name: string, example: string) => input(name, "Number", "The number to compare with.", example);

export const numberComparators = (inputName: string, example: string): NumberComparator[] => [
  { suffix: "is", check: "equals", input: numberInput(inputName, example) },
  { suffix: "is greater than", check: "is greater than", input: numberInput(inputName, example) },
  { suffix: "is less than", check: "is less than", input: numberInput(inputName, example) },
  { suffix: "is at least", check: "is greater than or equal to", input: numberInput(inputName, example) },
  { suffix: "is at most", check: "is less than or equal to", input: numberInput(inputName, example) },
];
