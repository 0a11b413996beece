import type { SinceVersion } from "@ignitest/contracts";
import { allPlatforms, input, type NlpDraft, nlpFamily, output, type SourceInput } from "../catalogue-kit.js";
import { apiFaqs, apiScenarios } from "./api-requests.js";

/** Assertions on the last API response: status, JSON and XML paths, headers, body, time; and storing values. */
const jsonPath = input("json path", "Text", "A JSONPath into the response body, such as $.items[0].price.", "$.name");
const xmlPath = input("xml path", "Text", "An XPath into the XML response body.", "/order/status");
const header = input("header", "Text", "Response header name (case-insensitive).", "Content-Type");
const variable = (example: string) => input("variable", "Variable", "Name of the variable to fill.", example);

type Check = { suffix: string; check: string; inputs: SourceInput[]; since: SinceVersion };

const jsonChecks: Check[] = [
  {
    suffix: "is",
    check: "equals the expected value (numbers and booleans compare by value)",
    inputs: [input("expected value", "Text", "The value it should have.", "Trail Runner 2")],
    since: "1.0",
  },
  {
    suffix: "is not",
    check: "differs from the given value",
    inputs: [input("unexpected value", "Text", "The value it must not have.", "null")],
    since: "1.1",
  },
  {
    suffix: "contains",
    check: "contains the text (for arrays: contains the element)",
    inputs: [input("text", "Text", "The text or element to look for.", "at least one item")],
    since: "1.0",
  },
  { suffix: "exists", check: "is present in the body, even if null", inputs: [], since: "1.0" },
  { suffix: "does not exist", check: "is absent from the body", inputs: [], since: "1.1" },
  { suffix: "is null", check: "is present and null", inputs: [], since: "1.2" },
  { suffix: "is not null", check: "is present and not null", inputs: [], since: "1.2" },
  {
    suffix: "is greater than",
    check: "is a number greater than the one you give",
    inputs: [input("number", "Number", "The number to compare with.", "0")],
    since: "1.1",
  },
  {
    suffix: "is less than",
    check: "is a number less than the one you give",
    inputs: [input("number", "Number", "The number to compare with.", "100")],
    since: "1.1",
  },
  {
    suffix: "matches pattern",
    check: "as text, matches the regular expression",
    inputs: [input("pattern", "Pattern", "A regular expression.", "^ORD-\\d{6}$")],
    since: "1.2",
  },
  {
    suffix: "count is",
    check: "selects exactly the number of items you give",
    inputs: [input("count", "Number", "How many items the path should select.", "3")],
    since: "1.1",
  },
  {
    suffix: "is of type",
    check: "has the JSON type you give (string, number, boolean, object, array or null)",
    inputs: [input("type", "Text", "string, number, boolean, object, array or null.", "number")],
    since: "1.3",
  },
];

const jsonDrafts = jsonChecks.map(
  (item): NlpDraft => ({
    name: `Verify JSON path value ${item.suffix}`,
    short: `Checks that a value of the JSON response ${item.check.split(" (")[0]}.`,
    long: `Selects a value of the last response's JSON body with a JSONPath and checks that it ${item.check}. When the path selects several values, the first is used.`,
    inputs: [jsonPath, ...item.inputs],
    since: item.since,
    tags: ["json"],
  }),
);

const otherChecks: NlpDraft[] = [
  [
    "Verify API response status code is",
    "Checks the HTTP status code of the last response.",
    [input("status code", "Number", "The expected status, such as 200 or 404.", "200")],
    "1.0",
  ],
  [
    "Verify API response status code is not",
    "Checks that the last response does not have a status code.",
    [input("status code", "Number", "The status it must not have.", "500")],
    "1.1",
  ],
  ["Verify API response is successful", "Checks that the last response has a 2xx status.", [], "1.1"],
  [
    "Verify response time is less than",
    "Checks how long the last request took.",
    [input("milliseconds", "Number", "The longest acceptable time in ms.", "500")],
    "1.0",
  ],
  [
    "Verify response body contains",
    "Checks that the raw response body contains a text.",
    [input("text", "Text", "The text to look for.", '"status":"PAID"')],
    "1.0",
  ],
  [
    "Verify response body does not contain",
    "Checks that the raw response body does not contain a text.",
    [input("text", "Text", "The text that must not appear.", "stackTrace")],
    "1.1",
  ],
  ["Verify response body is empty", "Checks that the last response has no body.", [], "1.2"],
  [
    "Verify response matches JSON schema",
    "Validates the JSON body against a JSON Schema.",
    [input("schema file", "File", "A JSON Schema file from the test data.", "product.schema.json")],
    "1.3",
  ],
  [
    "Verify response header value is",
    "Checks the value of a response header.",
    [header, input("expected value", "Text", "The value it should have.", "application/json; charset=utf-8")],
    "1.0",
  ],
  [
    "Verify response header value contains",
    "Checks that a response header contains a text.",
    [header, input("text", "Text", "The text to look for.", "application/json")],
    "1.1",
  ],
  [
    "Verify response header is present",
    "Checks that the last response has a header.",
    [input("header", "Text", "Header name.", "ETag")],
    "1.1",
  ],
  [
    "Verify XML path value is",
    "Checks a value of the XML response.",
    [xmlPath, input("expected value", "Text", "The value it should have.", "PAID")],
    "1.1",
  ],
  [
    "Verify XML path value contains",
    "Checks that a value of the XML response contains a text.",
    [xmlPath, input("text", "Text", "The text to look for.", "PAI")],
    "1.2",
  ],
  ["Verify XML path exists", "Checks that the XML response has a node.", [xmlPath], "1.2"],
  [
    "Store JSON path value into variable",
    "Saves a value of the JSON response.",
    [jsonPath, variable("productName")],
    "1.0",
  ],
  ["Store XML path value into variable", "Saves a value of the XML response.", [xmlPath, variable("status")], "1.1"],
  ["Store response header into variable", "Saves a response header's value.", [header, variable("contentType")], "1.0"],
  ["Store response body into variable", "Saves the whole response body.", [variable("body")], "1.0"],
  ["Store response status code into variable", "Saves the last response's status code.", [variable("status")], "1.1"],
  [
    "Store response cookie into variable",
    "Saves a cookie the last response set.",
    [input("cookie", "Text", "Cookie name.", "session"), variable("sessionId")],
    "1.3",
  ],
].map(([name, short, inputs, since]): NlpDraft => {
  const storing = (name as string).startsWith("Store");
  return {
    name: name as string,
    short: short as string,
    long: `${short} It works on the response of the last request sent in the test case; ${
      storing
        ? "the value can then be used as {name} in any later step, web or API."
        : "on failure the report shows the full response to help diagnose it."
    }`,
    inputs: inputs as NlpDraft["inputs"],
    outputs: storing ? [output("value", "Text", "The value saved.")] : [],
    since: since as SinceVersion,
  };
});

export const apiAssertions = nlpFamily(
  {
    category: {
      id: "api-response-checks",
      title: "API response checks",
      shortDescription: "Assert status codes, JSON paths, headers, schemas and response times.",
      description:
        "Check what an API answered: status codes, JSON and XML values by path (equal, contains, exists, null, numeric comparisons, counts, types, patterns), headers, raw bodies, JSON Schema and response time, and store values for later steps.",
      usageCount: 7500,
    },
    platforms: allPlatforms,
    since: "1.0",
    tags: ["api", "assertion"],
    scenarios: apiScenarios,
    faqs: [
      ...apiFaqs,
      () => ({
        question: "Which response does the check read?",
        answer:
          "The response of the most recent “Send … request” step of the test case. Store values you need later, because the next request replaces the response.",
      }),
    ],
  },
  [...otherChecks, ...jsonDrafts],
);
