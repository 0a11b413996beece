// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${…} is the product's variable syntax, quoted as text in the questions
import type { Question } from "./question";

const group = "API Automation";

/** Certification questions on API Automation (see ../exam-questions.ts). */
export const apiAutomationQuestions: Question[] = [
  {
    id: "api-01",
    group,
    text: "Where do you build API requests in Ignitest?",
    options: [
      "Test Development › Web Services",
      "Repository › Elements",
      "Configuration › Integrations",
      "Test Data › Files",
    ],
    answer: 0,
    explanation: "Requests are built, tried and saved under Test Development › Web Services.",
    link: "/docs/test-development/web-services",
  },
  {
    id: "api-02",
    group,
    text: "Which project types can call web services from their scripts?",
    options: [
      "Only Web Service projects",
      "Every project type",
      "Only Web and Web Service projects",
      "Only Mobile projects",
    ],
    answer: 1,
    explanation: "Every project type can use web services; a Web Service project uses nothing else.",
    link: "/docs/test-development/web-services",
  },
  {
    id: "api-03",
    group,
    text: "Which request tab saves a value from the response into a variable for later requests?",
    options: ["Assertions", "Store", "Params", "Headers"],
    answer: 1,
    explanation: "On the Store tab a JSON path such as $.access_token is saved into a variable like authToken.",
    link: "/docs/test-development/web-services",
  },
  {
    id: "api-04",
    group,
    text: "How does a later request use a token stored in the variable authToken?",
    options: [
      "Authorization tab: Bearer Token with ${authToken}",
      "Params tab: token=authToken",
      "Body tab: paste the token by hand",
      "It cannot; tokens are not reusable",
    ],
    answer: 0,
    explanation: "Select Bearer Token on the Authorization tab and type ${authToken}.",
    link: "/docs/test-development/web-services",
  },
  {
    id: "api-05",
    group,
    text: "Which authorization types does a web service request offer?",
    options: ["Only Basic", "None, Basic, Bearer Token, API Key or OAuth 2.0", "Only OAuth 2.0", "Kerberos and NTLM"],
    answer: 1,
    explanation: "The Authorization tab offers None, Basic, Bearer Token, API Key or OAuth 2.0.",
    link: "/docs/test-development/web-services",
  },
  {
    id: "api-06",
    group,
    text: "When a script calls a request, how do the request's assertions behave?",
    options: [
      "They are ignored",
      "Like checkpoints, following the step's If failed setting",
      "They always stop the suite",
      "They only log a warning",
    ],
    answer: 1,
    explanation: "In a script, request assertions behave like checkpoints and follow the step's If failed setting.",
    link: "/docs/test-development/web-services",
  },
  {
    id: "api-07",
    group,
    text: "Which of these can you import requests from?",
    options: [
      "An OpenAPI 3 file, a Postman collection, a WSDL or a cURL command",
      "Only a Postman collection",
      "A HAR file only",
      "Screenshots of API docs",
    ],
    answer: 0,
    explanation: "Import takes OpenAPI 3, Postman collections, WSDL for SOAP, or a pasted cURL command.",
    link: "/docs/test-development/web-services",
  },
  {
    id: "api-08",
    group,
    text: "Which project type tests REST and SOAP APIs only, with no screens?",
    options: ["Web", "Web Service", "Web & Mobile", "Salesforce"],
    answer: 1,
    explanation: "A Web Service project stores no elements and builds requests under Test Development › Web Services.",
    link: "/docs/project-management/project-types",
  },
  {
    id: "api-09",
    group,
    text: "Where is a good place to keep an API base address such as https://api.northwind.example/v1?",
    options: [
      "In a project variable such as apiBase",
      "Typed into every request",
      "In a local variable of each script",
      "In the request's description",
    ],
    answer: 0,
    explanation: "A project variable apiBase lets every request use ${apiBase} and changes in one place.",
    link: "/docs/test-development/variables",
  },
];
