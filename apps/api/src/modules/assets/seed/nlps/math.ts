import { allPlatforms, input, type NlpDraft, nlpFamily, output, step } from "../catalogue-kit.js";
import { numberComparators } from "./comparators.js";

/** Arithmetic on numbers read from pages and data, and numeric comparisons. */
const first = input("first number", "Number", "A number or a variable holding one, such as {subtotal}.", "{subtotal}");
const second = input("second number", "Number", "A number or a variable holding one.", "{shipping}");
const number = input("number", "Number", "A number or a variable holding one.", "{total}");
const variable = (example: string) => input("variable", "Variable", "Name of the variable to fill.", example);
const result = output("result", "Number", "The result, written with a dot as decimal separator.");

type Operation = [
  name: string,
  short: string,
  detail: string,
  inputs: NlpDraft["inputs"],
  example: string,
  since: NlpDraft["since"],
];

const operations: Operation[] = [
  [
    "Add numbers",
    "Adds two numbers.",
    "Decimal amounts are added exactly, so 0.1 + 0.2 gives 0.3, not 0.30000000000000004.",
    [first, second],
    "total",
    "1.0",
  ],
  [
    "Subtract numbers",
    "Subtracts the second number from the first.",
    "Decimal amounts are subtracted exactly, which matters for prices and balances.",
    [first, second],
    "difference",
    "1.0",
  ],
  [
    "Multiply numbers",
    "Multiplies two numbers.",
    "Use it for quantity × unit price, checked against the line total on the page.",
    [
      input("first number", "Number", "A number or a variable.", "{unitPrice}"),
      input("second number", "Number", "A number or a variable.", "3"),
    ],
    "lineTotal",
    "1.0",
  ],
  [
    "Divide numbers",
    "Divides the first number by the second.",
    "Dividing by zero fails the step with a clear message instead of saving Infinity.",
    [first, input("second number", "Number", "The divisor, not zero.", "4")],
    "share",
    "1.0",
  ],
  [
    "Get remainder of division",
    "Saves the remainder of a whole-number division.",
    "For example 17 and 5 give 2; use it for every-nth-row rules.",
    [
      input("first number", "Number", "The dividend.", "17"),
      input("second number", "Number", "The divisor, not zero.", "5"),
    ],
    "remainder",
    "1.1",
  ],
  [
    "Round number",
    "Rounds a number to a number of decimals.",
    "Halves round away from zero (2.345 → 2.35), the way invoices usually round.",
    [number, input("decimals", "Number", "How many decimals to keep.", "2")],
    "rounded",
    "1.0",
  ],
  [
    "Round number up",
    "Rounds a number up to a number of decimals.",
    "Always rounds towards the larger value (2.341 → 2.35), as for shipping weights.",
    [number, input("decimals", "Number", "How many decimals to keep.", "2")],
    "roundedUp",
    "1.1",
  ],
  [
    "Round number down",
    "Rounds a number down to a number of decimals.",
    "Always rounds towards the smaller value (2.349 → 2.34).",
    [number, input("decimals", "Number", "How many decimals to keep.", "2")],
    "roundedDown",
    "1.1",
  ],
  [
    "Get absolute value of number",
    "Drops a number's sign.",
    "Turns −12.5 into 12.5, to compare amounts shown without a minus sign.",
    [number],
    "absolute",
    "1.1",
  ],
  [
    "Get maximum of numbers",
    "Keeps the largest of a list of numbers.",
    "Give the numbers separated by commas, or a list variable.",
    [input("numbers", "Text", "Comma-separated numbers or a list variable.", "{prices}")],
    "highest",
    "1.2",
  ],
  [
    "Get minimum of numbers",
    "Keeps the smallest of a list of numbers.",
    "Give the numbers separated by commas, or a list variable.",
    [input("numbers", "Text", "Comma-separated numbers or a list variable.", "{prices}")],
    "lowest",
    "1.2",
  ],
  [
    "Get sum of numbers",
    "Adds up a list of numbers.",
    "Give the numbers separated by commas, or a list variable such as the prices of every cart line.",
    [input("numbers", "Text", "Comma-separated numbers or a list variable.", "{linePrices}")],
    "sum",
    "1.2",
  ],
  [
    "Get average of numbers",
    "Computes the mean of a list of numbers.",
    "Give the numbers separated by commas, or a list variable, such as review ratings.",
    [input("numbers", "Text", "Comma-separated numbers or a list variable.", "{ratings}")],
    "average",
    "1.3",
  ],
  [
    "Get percentage of number",
    "Computes a percentage of a number.",
    "For example 10 percent of 80 gives 8, to check discounts and taxes.",
    [number, input("percent", "Number", "The percentage.", "10")],
    "discount",
    "1.1",
  ],
  [
    "Generate random number between",
    "Picks a whole number in a range.",
    "Both ends are included; each run picks a new number.",
    [
      input("minimum", "Number", "Lowest allowed value.", "1"),
      input("maximum", "Number", "Highest allowed value.", "10"),
    ],
    "quantity",
    "1.1",
  ],
  [
    "Convert string to number",
    "Reads a number from a formatted text.",
    "Understands currency signs and thousands separators in the locale you give: “1.249,50 €” with de-DE gives 1249.50.",
    [
      input("text", "Text", "The formatted text.", "{totalText}"),
      input("locale", "Text", "Locale of the text, e.g. en-US or de-DE.", "en-US", false),
    ],
    "total",
    "1.1",
  ],
  [
    "Format number as currency",
    "Writes a number as a price.",
    "Formats the number with the currency and locale you give, as a page would show it, to compare with the page's text.",
    [
      number,
      input("currency", "Text", "ISO currency code.", "EUR"),
      input("locale", "Text", "Locale, e.g. de-DE.", "de-DE", false),
    ],
    "priceText",
    "1.3",
  ],
];

const operationDrafts = operations.map(
  ([name, short, detail, inputs, example, since]): NlpDraft => ({
    name,
    short,
    long: `${short} ${detail} The result is saved into a variable.`,
    inputs: [...inputs, variable(example)],
    outputs: [name === "Format number as currency" ? output("text", "Text", "The formatted price.") : result],
    since,
  }),
);

const compareDrafts = numberComparators("expected number", "100").map(
  (comparator): NlpDraft => ({
    name: `Verify number ${comparator.suffix}`,
    short: `Checks that a number ${comparator.check} another.`,
    long: `Compares two values as numbers, not as text, and passes when the first ${comparator.check} the second; “10.0” and “10” are equal. Texts that are not numbers fail the step with their value.`,
    inputs: [number, comparator.input],
    since: "1.0",
  }),
);

const rangeDrafts: NlpDraft[] = [
  {
    name: "Verify number is between",
    short: "Checks that a number lies in a range.",
    long: "Passes when the number is at least the minimum and at most the maximum, for values that vary slightly between runs, such as shipping estimates.",
    inputs: [
      number,
      input("minimum", "Number", "Lowest allowed value.", "90"),
      input("maximum", "Number", "Highest allowed value.", "110"),
    ],
    since: "1.1",
  },
  {
    name: "Verify numbers are equal within tolerance",
    short: "Checks that two numbers differ by no more than a tolerance.",
    long: "Passes when the difference between the two numbers is within the tolerance you give, for computed values that may round differently on the page.",
    inputs: [first, second, input("tolerance", "Number", "The largest allowed difference.", "0.01")],
    since: "1.3",
  },
];

export const math = nlpFamily(
  {
    category: {
      id: "math-operations",
      title: "Math operations",
      shortDescription: "Calculate totals, discounts and rounding, and compare numbers.",
      description:
        "Arithmetic for checking what the page computes: add, subtract, multiply and divide exactly, round, sum and average lists, take percentages, parse and format amounts in any locale, and compare numbers as numbers.",
      usageCount: 3800,
    },
    platforms: allPlatforms,
    since: "1.0",
    tags: ["math", "number"],
    scenarios: [
      (_draft, example) => ({
        title: "Check the cart's total",
        steps: [
          step("Store element text into variable", { element: "Cart subtotal label", variable: "subtotal" }),
          step("Store element text into variable", { element: "Shipping cost label", variable: "shipping" }),
          example,
          step("Verify text of element contains", { element: "Order total label", "expected text": "{total}" }),
        ],
      }),
      (_draft, example) => ({
        title: "Check a discount",
        steps: [
          step("Enter input into element", { element: "Coupon code field", input: "SPRING10" }),
          step("Click on element", { element: "Apply coupon button" }),
          example,
        ],
      }),
    ],
    faqs: [
      () => ({
        question: "Can I pass a price with a currency sign?",
        answer:
          "Yes. Currency signs, spaces and thousands separators are ignored when a number is read, so “$1,249.50” reads as 1249.50. Use “Convert string to number” for comma decimals.",
      }),
      () => ({
        question: "Why are results exact for decimals?",
        answer:
          "Numbers are computed as decimals, not binary floating point, so money arithmetic gives the cents a person would expect.",
      }),
    ],
  },
  [...operationDrafts, ...compareDrafts, ...rangeDrafts],
);
