import type { SinceVersion } from "@ignitest/contracts";
import { allPlatforms, demo, input, type NlpDraft, nlpFamily, step } from "../catalogue-kit.js";

/** Building and sending REST requests. Assertions on the answer live in api-assertions.ts. */
const methods: { method: string; use: string; since: SinceVersion }[] = [
  { method: "GET", use: "reads a resource", since: "1.0" },
  { method: "POST", use: "creates a resource or runs an action, with the body set earlier", since: "1.0" },
  { method: "PUT", use: "replaces a resource with the body set earlier", since: "1.0" },
  { method: "PATCH", use: "changes part of a resource with the body set earlier", since: "1.1" },
  { method: "DELETE", use: "removes a resource", since: "1.0" },
  { method: "HEAD", use: "reads only the headers of a resource, for existence and caching checks", since: "1.2" },
  { method: "OPTIONS", use: "asks which methods and CORS headers a resource allows", since: "1.2" },
];

const url = (example: string) =>
  input("url", "URL", "The endpoint, absolute or relative to the API base URL.", example);

const sendDrafts = methods.map(
  ({ method, use, since }): NlpDraft => ({
    name: `Send ${method} request`,
    short: `Sends an HTTP ${method} request and keeps the response.`,
    long: `Sends a ${method} request, which ${use}, with the headers, parameters and authentication set by earlier steps. The response (status, headers, body and time) is kept for the assertion steps that follow.`,
    inputs: [url(`${demo.api}/products/1042`)],
    outputs: [{ name: "response", type: "Response", description: "Status, headers, body and time, for later steps." }],
    since,
    // Sending is the centre of an API check, so its examples are written around it.
    scenarios: [
      {
        title: `Call the products API with ${method}`,
        steps: [
          step("Set bearer token", { token: "{token}" }),
          step(`Send ${method} request`, { url: `${demo.api}/products/1042` }),
          step("Verify response time is less than", { milliseconds: "500" }),
        ],
      },
      {
        title: `Check the status of a ${method} request`,
        steps: [
          step("Set request header", { header: "Accept", value: "application/json" }),
          step(`Send ${method} request`, { url: `${demo.api}/orders/{orderId}` }),
          step("Store response status code into variable", { variable: "status" }),
          step("Verify API response status code is not", { "status code": "500" }),
        ],
      },
    ],
  }),
);

const setupDrafts: NlpDraft[] = [
  [
    "Set API base URL",
    "Sets the address relative endpoints are resolved against.",
    [input("base url", "URL", "The API's base address.", demo.api)],
    "1.0",
  ],
  [
    "Set request header",
    "Adds a header to the next requests.",
    [input("header", "Text", "Header name.", "Accept-Language"), input("value", "Text", "Header value.", "de-DE")],
    "1.0",
  ],
  [
    "Remove request header",
    "Removes a header set earlier.",
    [input("header", "Text", "Header name.", "Authorization")],
    "1.1",
  ],
  [
    "Set request body",
    "Sets the body of the next request.",
    [input("body", "Text", "The body, usually JSON; variables are replaced first.", '{"productId":1042,"quantity":2}')],
    "1.0",
  ],
  [
    "Set request body from file",
    "Uses a test-data file as the next request's body.",
    [input("file", "File", "A JSON, XML or text file from the test data.", "new-order.json")],
    "1.2",
  ],
  [
    "Set query parameter",
    "Adds a query parameter to the next requests.",
    [
      input("name", "Text", "Parameter name.", "page"),
      input("value", "Text", "Parameter value, URL-encoded for you.", "2"),
    ],
    "1.0",
  ],
  [
    "Set path parameter",
    "Fills a {placeholder} in the endpoint's path.",
    [
      input("name", "Text", "Placeholder name in the path.", "orderId"),
      input("value", "Text", "The value.", "{orderId}"),
    ],
    "1.1",
  ],
  [
    "Set form parameter",
    "Adds a form field to the next request's body.",
    [input("name", "Text", "Field name.", "grant_type"), input("value", "Text", "Field value.", "client_credentials")],
    "1.1",
  ],
  [
    "Set bearer token",
    "Sends a bearer token with the next requests.",
    [input("token", "Text", "The access token, usually a variable.", "{token}")],
    "1.0",
  ],
  [
    "Set basic authentication",
    "Sends a user name and password with the next requests.",
    [
      input("user name", "Text", "User name.", "api-client"),
      input("password", "Text", "Password, usually a variable.", "{apiPassword}"),
    ],
    "1.0",
  ],
  [
    "Set API key header",
    "Sends an API key header with the next requests.",
    [
      input("header", "Text", "Header name the API expects.", "X-API-Key"),
      input("key", "Text", "The key, usually a variable.", "{apiKey}"),
    ],
    "1.2",
  ],
  [
    "Upload file in request",
    "Adds a file to the next request as multipart form data.",
    [
      input("field", "Text", "The form field name.", "attachment"),
      input("file", "File", "The file from the test data.", "invoice.pdf"),
    ],
    "1.3",
  ],
  [
    "Set request timeout",
    "Sets how long requests may take before failing.",
    [input("seconds", "Duration", "Timeout in seconds.", "10")],
    "1.2",
  ],
  [
    "Set request cookie",
    "Sends a cookie with the next requests.",
    [input("name", "Text", "Cookie name.", "session"), input("value", "Text", "Cookie value.", "{sessionId}")],
    "1.3",
  ],
  ["Reset request", "Clears every header, parameter and body set so far.", [], "1.1"],
  [
    "Send GraphQL query",
    "Posts a GraphQL query and keeps the response.",
    [
      url(`${demo.api}/graphql`),
      input("query", "Text", "The GraphQL query or mutation.", "{ product(id: 1042) { name price } }"),
    ],
    "2.1",
  ],
].map(
  ([name, short, inputs, since]): NlpDraft => ({
    name: name as string,
    short: short as string,
    long: `${short} Settings stay in force for every request of the test case until they are changed or “Reset request” runs, so a sequence of calls shares its authentication.`,
    inputs: inputs as NlpDraft["inputs"],
    since: since as SinceVersion,
  }),
);

/** Examples for steps that prepare a request: the step, then the request it shapes. */
const setupScenarios = [
  (_draft: NlpDraft, example: string) => ({
    title: "Prepare a request to the products API",
    steps: [
      example,
      step("Send GET request", { url: `${demo.api}/products/1042` }),
      step("Verify API response status code is", { "status code": "200" }),
    ],
  }),
  (_draft: NlpDraft, example: string) => ({
    title: "Prepare an order request",
    steps: [
      step("Set request header", { header: "Content-Type", value: "application/json" }),
      example,
      step("Send POST request", { url: `${demo.api}/orders` }),
      step("Verify API response status code is", { "status code": "201" }),
    ],
  }),
];

/** Examples for steps that read the answer: a request first, then the step. */
export const apiScenarios = [
  (_draft: NlpDraft, example: string) => ({
    title: "Check a product through the API",
    steps: [
      step("Set bearer token", { token: "{token}" }),
      step("Send GET request", { url: `${demo.api}/products/1042` }),
      example,
    ],
  }),
  (_draft: NlpDraft, example: string) => ({
    title: "Check an order created through the API",
    steps: [
      step("Set request header", { header: "Content-Type", value: "application/json" }),
      step("Set request body", { body: '{"items":[{"productId":1042,"quantity":1}]}' }),
      step("Send POST request", { url: `${demo.api}/orders` }),
      example,
    ],
  }),
];

export const apiFaqs = [
  () => ({
    question: "Can I mix API steps with UI steps in one test case?",
    answer:
      "Yes. A common pattern is to create data through the API (fast and reliable) and check it in the user interface, or to do something in the UI and check the stored result through the API.",
  }),
  () => ({
    question: "Are requests sent from my machine or from the cloud?",
    answer:
      "From the machine that runs the test case, so internal APIs reachable from that machine can be tested without exposing them.",
  }),
];

export const apiRequests = nlpFamily(
  {
    category: {
      id: "api-requests",
      title: "API requests",
      shortDescription: "Build and send REST and GraphQL requests with headers, bodies and auth.",
      description:
        "Call APIs from any test case: send GET, POST, PUT, PATCH, DELETE, HEAD and OPTIONS requests and GraphQL queries, with headers, query and path parameters, JSON or form bodies, file uploads, cookies, and bearer, basic or API-key authentication.",
      usageCount: 7700,
    },
    platforms: allPlatforms,
    since: "1.0",
    tags: ["api", "rest"],
    scenarios: setupScenarios,
    faqs: apiFaqs,
  },
  [...setupDrafts, ...sendDrafts],
);
