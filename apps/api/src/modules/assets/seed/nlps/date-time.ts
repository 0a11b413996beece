import type { SinceVersion } from "@ignitest/contracts";
import { allPlatforms, cross, input, type NlpDraft, nlpFamily, output, step } from "../catalogue-kit.js";

/** Dates and times: current values, arithmetic by unit, formatting and comparisons. */
const units: { unit: string; example: string; since: SinceVersion }[] = [
  { unit: "seconds", example: "30", since: "1.2" },
  { unit: "minutes", example: "15", since: "1.2" },
  { unit: "hours", example: "2", since: "1.1" },
  { unit: "days", example: "7", since: "1.0" },
  { unit: "weeks", example: "2", since: "1.1" },
  { unit: "months", example: "1", since: "1.1" },
  { unit: "years", example: "1", since: "1.1" },
];

const dateInput = input("date", "Date", "The date, in the format given, or a variable such as {today}.", "{today}");
const formatInput = input(
  "format",
  "Text",
  "The date pattern, e.g. dd/MM/yyyy or yyyy-MM-dd HH:mm.",
  "dd/MM/yyyy",
  false,
);
const variable = (example: string) => input("variable", "Variable", "Name of the variable to fill.", example);

const arithmetic = cross(
  [
    { verb: "Add", preposition: "to", does: "Moves a date forward by" },
    { verb: "Subtract", preposition: "from", does: "Moves a date back by" },
  ],
  units,
  (operation, unit): NlpDraft => ({
    name: `${operation.verb} ${unit.unit} ${operation.preposition} date`,
    short: `${operation.does} a number of ${unit.unit}.`,
    long: `${operation.does} the number of ${unit.unit} you give and saves the result. ${
      unit.unit === "months" || unit.unit === "years"
        ? "Month ends are kept valid: 31 January plus one month is 28 or 29 February."
        : "Daylight-saving changes are handled in the time zone of the execution settings."
    }`,
    inputs: [
      dateInput,
      input(unit.unit, "Number", `How many ${unit.unit}.`, unit.example),
      formatInput,
      variable("deliveryDate"),
    ],
    outputs: [output("date", "Date", "The new date, in the same format.")],
    since: unit.since,
  }),
);

const currentDrafts: NlpDraft[] = [
  ["Store current date into variable", "today's date", "18/06/2025", "1.0"],
  ["Store current time into variable", "the current time", "14:05", "1.0"],
  ["Store current date and time into variable", "the current date and time", "18/06/2025 14:05", "1.0"],
  ["Store current timestamp into variable", "the current Unix timestamp in milliseconds", "1750255500000", "1.2"],
].map(
  ([name, what, example, since]): NlpDraft => ({
    name: name as string,
    short: `Saves ${what} into a variable.`,
    long: `Saves ${what}, in the format you give (or the project's default), into a variable. The time zone of the execution settings is used, so runs in the cloud match local runs.`,
    inputs: [formatInput, variable("today")],
    outputs: [output("value", "Text", `For example ${example}.`)],
    since: since as SinceVersion,
  }),
);

const otherDrafts: NlpDraft[] = [
  {
    name: "Format date",
    short: "Rewrites a date in another format.",
    long: "Reads the date in its current format and writes it in the target format, for example from yyyy-MM-dd in an API to dd MMM yyyy on the page.",
    inputs: [
      dateInput,
      input("from format", "Text", "The date's current format.", "yyyy-MM-dd"),
      input("to format", "Text", "The format to write.", "dd MMM yyyy"),
      variable("shownDate"),
    ],
    outputs: [output("date", "Text", "The reformatted date.")],
    since: "1.0",
  },
  {
    name: "Convert date to time zone",
    short: "Converts a date and time to another time zone.",
    long: "Converts the date and time from the execution time zone to the IANA time zone you give, for pages that show times in the user's zone.",
    inputs: [
      dateInput,
      input("time zone", "Text", "IANA time zone, e.g. Asia/Kolkata.", "Asia/Kolkata"),
      formatInput,
      variable("localTime"),
    ],
    outputs: [output("date", "Text", "The converted date and time.")],
    since: "1.3",
  },
  {
    name: "Store day of week of date into variable",
    short: "Saves the weekday name of a date.",
    long: "Saves the English weekday name (Monday … Sunday) of the date, for rules such as “no delivery on Sundays”.",
    inputs: [dateInput, formatInput, variable("weekday")],
    outputs: [output("weekday", "Text", "Monday to Sunday.")],
    since: "1.2",
  },
  {
    name: "Store days between dates into variable",
    short: "Saves how many days separate two dates.",
    long: "Counts the calendar days from the first date to the second (negative when the second is earlier) and saves the number.",
    inputs: [
      input("first date", "Date", "The start date.", "{orderDate}"),
      input("second date", "Date", "The end date.", "{deliveryDate}"),
      formatInput,
      variable("days"),
    ],
    outputs: [output("days", "Number", "Whole days between the dates.")],
    since: "1.2",
  },
  {
    name: "Store first day of month into variable",
    short: "Saves the first day of a date's month.",
    long: "Saves the first day of the month the date falls in, for reports and filters that start at the beginning of a month.",
    inputs: [dateInput, formatInput, variable("monthStart")],
    since: "1.3",
  },
  {
    name: "Store last day of month into variable",
    short: "Saves the last day of a date's month.",
    long: "Saves the last day of the month the date falls in, taking leap years into account.",
    inputs: [dateInput, formatInput, variable("monthEnd")],
    since: "1.3",
  },
  {
    name: "Verify date is before date",
    short: "Checks that one date comes before another.",
    long: "Compares the two dates as points in time (not as text) and passes when the first is earlier than the second.",
    inputs: [
      input("first date", "Date", "The date that should be earlier.", "{orderDate}"),
      input("second date", "Date", "The later date.", "{deliveryDate}"),
      formatInput,
    ],
    since: "1.1",
  },
  {
    name: "Verify date is after date",
    short: "Checks that one date comes after another.",
    long: "Compares the two dates as points in time and passes when the first is later than the second.",
    inputs: [
      input("first date", "Date", "The date that should be later.", "{deliveryDate}"),
      input("second date", "Date", "The earlier date.", "{today}"),
      formatInput,
    ],
    since: "1.1",
  },
  {
    name: "Verify date is between dates",
    short: "Checks that a date lies in a range.",
    long: "Passes when the date is on or after the start date and on or before the end date, such as a delivery estimate within a promised window.",
    inputs: [
      dateInput,
      input("start date", "Date", "First allowed date.", "{today}"),
      input("end date", "Date", "Last allowed date.", "{inAWeek}"),
      formatInput,
    ],
    since: "1.2",
  },
  {
    name: "Verify date format is",
    short: "Checks that a text is a valid date in a format.",
    long: "Passes when the text is a real date written in the format you give; 31/02/2025 fails because February has no 31st.",
    inputs: [
      input("text", "Text", "The text to check, often read from the page.", "{shownDate}"),
      input("format", "Text", "The expected pattern.", "dd/MM/yyyy"),
    ],
    since: "1.2",
  },
  {
    name: "Verify date is today",
    short: "Checks that a date is today's date.",
    long: "Passes when the date falls on today in the execution time zone, for “created on” and “last updated” fields.",
    inputs: [dateInput, formatInput],
    since: "1.3",
  },
];

export const dateTime = nlpFamily(
  {
    category: {
      id: "date-and-time",
      title: "Date and time",
      shortDescription: "Get, shift, format and compare dates and times.",
      description:
        "Date handling for tests that deal with bookings, deliveries and reports: store the current date and time, add or subtract seconds to years, reformat and convert time zones, find weekdays and month ends, and compare dates as dates rather than text.",
      usageCount: 4200,
    },
    platforms: allPlatforms,
    since: "1.0",
    tags: ["date", "time"],
    scenarios: [
      (_draft, example) => ({
        title: "Book a delivery a week ahead",
        steps: [
          step("Store current date into variable", { format: "yyyy-MM-dd", variable: "today" }),
          example,
          step("Select date from date picker", { "date field": "Delivery date field", date: "{deliveryDate}" }),
        ],
      }),
      (_draft, example) => ({
        title: "Check the date shown on an order",
        steps: [
          step("Store element text into variable", { element: "Order date label", variable: "shownDate" }),
          example,
        ],
      }),
    ],
    faqs: [
      () => ({
        question: "Which date patterns are supported?",
        answer:
          "The usual letters: yyyy year, MM month, MMM short month name, dd day, HH hours (24 h), hh hours (12 h) with a for AM/PM, mm minutes, ss seconds. Text in single quotes is kept as is.",
      }),
      () => ({
        question: "Which time zone is “now”?",
        answer:
          "The time zone of the execution settings (UTC when none is set), not the machine's, so a run on a cloud agent gives the same dates as one on your laptop.",
      }),
    ],
  },
  [...currentDrafts, ...arithmetic, ...otherDrafts],
);
