import { allPlatforms, input, type NlpDraft, nlpFamily, output, step } from "../catalogue-kit.js";
import { textComparators } from "./comparators.js";

/** String operations on values read from the page, files or APIs. */
const text = input("text", "Text", "The text to work on, usually a variable such as {total}.", "{total}");
const variable = (example: string) => input("variable", "Variable", "Name of the variable to fill.", example);
const result = output("result", "Text", "The transformed text.");

type Transform = [
  name: string,
  short: string,
  detail: string,
  extra: NlpDraft["inputs"],
  example: string,
  since: NlpDraft["since"],
];

const transforms: Transform[] = [
  [
    "Concatenate strings",
    "Joins two texts into one.",
    "Appends the second text to the first, with no separator unless you include one.",
    [input("second text", "Text", "The text to add at the end.", " EUR")],
    "priceLabel",
    "1.0",
  ],
  [
    "Get substring",
    "Takes part of a text by position.",
    "Takes the characters from the start position (1-based) for the length you give, or to the end when no length is given.",
    [
      input("start", "Number", "1-based position of the first character.", "7"),
      input("length", "Number", "How many characters; empty for the rest.", "6", false),
    ],
    "orderId",
    "1.0",
  ],
  [
    "Convert string to upper case",
    "Writes a text in capital letters.",
    "Converts every letter to upper case using Unicode rules, so ß becomes SS.",
    [],
    "upper",
    "1.0",
  ],
  [
    "Convert string to lower case",
    "Writes a text in small letters.",
    "Converts every letter to lower case using Unicode rules.",
    [],
    "lower",
    "1.0",
  ],
  [
    "Convert string to title case",
    "Capitalizes the first letter of each word.",
    "Capitalizes the first letter of every word and lowers the rest, for names typed in any case.",
    [],
    "name",
    "1.2",
  ],
  [
    "Trim string",
    "Removes spaces at both ends of a text.",
    "Removes spaces, tabs and line breaks at the start and end; spaces inside the text are kept.",
    [],
    "clean",
    "1.0",
  ],
  [
    "Remove all spaces from string",
    "Removes every space of a text.",
    "Removes every space, tab and line break, for card numbers, IBANs and phone numbers shown in groups.",
    [],
    "compact",
    "1.1",
  ],
  [
    "Replace text in string",
    "Replaces every occurrence of a text.",
    "Replaces every occurrence of the search text with the replacement; the search is case-sensitive and literal (no patterns).",
    [
      input("search", "Text", "The text to replace.", ","),
      input("replacement", "Text", "The new text; empty to remove.", ""),
    ],
    "amount",
    "1.0",
  ],
  [
    "Replace pattern in string",
    "Replaces every match of a regular expression.",
    "Replaces every match of the pattern with the replacement, which may refer to groups as $1, $2.",
    [input("pattern", "Pattern", "A regular expression.", "\\s+"), input("replacement", "Text", "The new text.", " ")],
    "normalized",
    "1.3",
  ],
  [
    "Split string and get part",
    "Splits a text by a separator and keeps one part.",
    "Splits the text at every separator and keeps the part at the 1-based position you give.",
    [
      input("separator", "Text", "The separator.", "/"),
      input("part", "Number", "1-based position of the part to keep.", "3"),
    ],
    "orderId",
    "1.1",
  ],
  [
    "Store length of string into variable",
    "Saves how many characters a text has.",
    "Counts the characters (Unicode code points) of the text, to check field limits such as 160-character messages.",
    [],
    "length",
    "1.0",
  ],
  [
    "Extract number from string",
    "Keeps the number inside a text.",
    "Reads the first number in the text, with its sign and decimals, and drops currency signs and thousands separators: “$1,249.50” gives 1249.50.",
    [],
    "totalNumber",
    "1.1",
  ],
  [
    "Extract text matching pattern",
    "Keeps the part of a text that matches a pattern.",
    "Saves the first match of the regular expression, or of its first group when it has one, such as the order number in a confirmation message.",
    [input("pattern", "Pattern", "A regular expression; its first group is kept if present.", "#(\\d{6})")],
    "orderNumber",
    "1.2",
  ],
  [
    "Reverse string",
    "Writes a text backwards.",
    "Reverses the characters of the text, keeping emoji and accented letters whole.",
    [],
    "reversed",
    "1.3",
  ],
  [
    "Pad string on left",
    "Pads a text to a length from the left.",
    "Adds the padding character at the start until the text reaches the length, such as 42 → 000042 for ids.",
    [input("length", "Number", "The length to reach.", "6"), input("character", "Text", "The padding character.", "0")],
    "paddedId",
    "1.3",
  ],
  [
    "Encode string to Base64",
    "Encodes a text as Base64.",
    "Encodes the UTF-8 bytes of the text as Base64, for basic-auth headers and data URLs.",
    [],
    "encoded",
    "1.2",
  ],
  [
    "Decode Base64 string",
    "Decodes Base64 into text.",
    "Decodes Base64 (standard or URL-safe) and reads the bytes as UTF-8 text, for example the payload of a token.",
    [],
    "decoded",
    "1.2",
  ],
  [
    "URL encode string",
    "Escapes a text for use in a URL.",
    "Percent-encodes every character that is not allowed in a URL query, so spaces become %20.",
    [],
    "query",
    "1.2",
  ],
  [
    "URL decode string",
    "Turns percent-escapes back into characters.",
    "Decodes percent-escapes such as %20 and + in query strings back into plain text.",
    [],
    "plain",
    "1.2",
  ],
  [
    "Generate SHA-256 hash of string",
    "Computes the SHA-256 hash of a text.",
    "Computes the SHA-256 hash of the text's UTF-8 bytes, written as lower-case hexadecimal, to compare with checksums.",
    [],
    "checksum",
    "1.5",
  ],
];

const transformDrafts = transforms.map(
  ([name, short, detail, extra, example, since]): NlpDraft => ({
    name,
    short,
    long: `${short} ${detail} The result is saved into a variable; the original is left as it was.`,
    inputs: [text, ...extra, variable(example)],
    outputs: [name.startsWith("Store length") ? output("length", "Number", "The number of characters.") : result],
    since,
  }),
);

const verifyDrafts = textComparators.map(
  (comparator): NlpDraft => ({
    name: `Verify string ${comparator.suffix}`,
    short: `Checks that a text ${comparator.check}.`,
    long: `Checks that the text you give (usually a variable filled earlier) ${comparator.check}. It compares values that were not read from an element, such as API fields or file contents.`,
    inputs: [text, ...(comparator.expected ? [comparator.expected] : [])],
    faqs: [comparator.faq],
    since: "1.0",
  }),
);

const extraVerifies: NlpDraft[] = [
  {
    name: "Verify string equals ignoring case",
    short: "Checks that two texts are equal, ignoring upper and lower case.",
    long: "Compares the two texts after trimming and lowering both, so “Ordered” and “ORDERED” are equal.",
    inputs: [text, input("expected text", "Text", "The text to compare with.", "ordered")],
    since: "1.1",
  },
  {
    name: "Verify string length is",
    short: "Checks how many characters a text has.",
    long: "Counts the characters of the text and compares the count with the number you give, to check truncation and field limits.",
    inputs: [text, input("length", "Number", "The expected number of characters.", "10")],
    since: "1.1",
  },
  {
    name: "Verify string is number",
    short: "Checks that a text is a number.",
    long: "Passes when the text, trimmed, is a number: digits with an optional sign and decimal point, such as -12.50.",
    inputs: [text],
    since: "1.2",
  },
  {
    name: "Verify string is valid email",
    short: "Checks that a text looks like an e-mail address.",
    long: "Passes when the text has the shape of an e-mail address (local part, @, a domain with a dot), as browsers check type=email fields.",
    inputs: [text],
    since: "1.3",
  },
];

export const strings = nlpFamily(
  {
    category: {
      id: "string-operations",
      title: "String operations",
      shortDescription: "Cut, clean, convert and check texts and variables.",
      description:
        "Work with text values read from pages, files and APIs: join, cut, split and replace; change case; trim spaces; pull out numbers and pattern matches; encode and hash; and verify texts with the same comparisons as element checks.",
      usageCount: 5000,
    },
    platforms: allPlatforms,
    since: "1.0",
    tags: ["string", "text"],
    scenarios: [
      (_draft, example) => ({
        title: "Check the total shown in the cart",
        steps: [step("Store element text into variable", { element: "Order total label", variable: "total" }), example],
      }),
      (_draft, example) => ({
        title: "Reuse the order number from the confirmation",
        steps: [
          step("Store element text into variable", { element: "Order confirmation message", variable: "total" }),
          example,
          step("Navigate to URL", { url: "https://demo.ignitest.example/orders" }),
        ],
      }),
    ],
    faqs: [
      () => ({
        question: "Does the step change the original variable?",
        answer:
          "No. Results go into the variable you name; give it the same name as the input to overwrite the original on purpose.",
      }),
      () => ({
        question: "Which regular-expression syntax is used?",
        answer:
          "JavaScript's, the same on every platform: \\d digits, \\s spaces, (…) groups, (?i) at the start to ignore case.",
      }),
    ],
  },
  [...transformDrafts, ...verifyDrafts, ...extraVerifies],
);
