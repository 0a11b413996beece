import type { StepGroupCategorySource } from "../catalogue.js";
import { demo } from "../catalogue-kit.js";

/** Step groups for the Ignitest Shop mobile app and for API checks. */
export const mobileAndApiFlowCategories: StepGroupCategorySource[] = [
  {
    id: "mobile-onboarding-flows",
    title: "Mobile onboarding flows",
    shortDescription: "Launch the app, swipe through onboarding, grant permissions and sign in.",
    description:
      "Groups for the first minute of a mobile session on Android and iOS: launch a fresh install, swipe or skip the welcome slides, answer the permission prompts and sign in with the on-screen keyboard hidden.",
    usageCount: 6300,
    stepGroups: [
      {
        name: "Launch app and skip onboarding",
        shortDescription: "Starts the app fresh and skips the welcome slides.",
        description:
          "Resets the app so onboarding shows again, launches it, waits for the carousel and taps Skip, leaving the app on the login screen.",
        platforms: ["Android", "iOS"],
        steps: [
          { nlp: "Reset app" },
          { nlp: "Launch app" },
          { nlp: "Wait till element is visible", inputs: { element: "Onboarding carousel" } },
          { nlp: "Tap on element", inputs: { element: "Skip onboarding button" } },
        ],
      },
      {
        name: "Swipe through onboarding slides",
        shortDescription: "Swipes left through every slide and taps Get started.",
        description:
          "Checks each welcome slide the way a new user sees it: swipes left until Get started shows, taking a screenshot of each slide for the visual review.",
        platforms: ["Android", "iOS"],
        steps: [
          { nlp: "Launch app" },
          { nlp: "Take screenshot of page" },
          { nlp: "Swipe left on screen" },
          { nlp: "Swipe left on screen" },
          { nlp: "Swipe left till element is visible", inputs: { element: "Get started button" } },
          { nlp: "Tap on element", inputs: { element: "Get started button" } },
        ],
      },
      {
        name: "Grant notification permission on Android",
        shortDescription: "Answers the Android notification permission prompt.",
        description:
          "Android 13 and later ask for the notification permission on first start: taps Allow when the prompt shows, then checks the app is in front again.",
        platforms: ["Android"],
        steps: [
          { nlp: "Launch app" },
          { nlp: "Tap on element if visible", inputs: { element: "Allow notifications button" } },
          { nlp: "Verify current activity is", inputs: { activity: ".onboarding.WelcomeActivity" } },
        ],
      },
      {
        name: "Accept iOS permission alerts",
        shortDescription: "Accepts the iOS system alerts shown on first launch.",
        description:
          "iOS shows system alerts for notifications and tracking on first launch; this group accepts them so later steps reach the app itself.",
        platforms: ["iOS"],
        steps: [
          { nlp: "Launch app" },
          { nlp: "Accept iOS alert" },
          { nlp: "Accept iOS alert" },
          { nlp: "Verify element is visible", inputs: { element: "iOS email field" } },
        ],
      },
      {
        name: "Mobile login",
        shortDescription: "Signs in on the app's login screen and hides the keyboard.",
        description:
          "Types the e-mail and masked password, hides the on-screen keyboard so it does not cover the button, taps Sign in and waits for the home tab.",
        platforms: ["Android", "iOS"],
        steps: [
          { nlp: "Enter input into element", inputs: { element: "Mobile email field", input: "{email}" } },
          { nlp: "Enter masked input into element", inputs: { element: "Mobile password field", input: "{password}" } },
          { nlp: "Hide keyboard" },
          { nlp: "Tap on element", inputs: { element: "Mobile sign in button" } },
          { nlp: "Wait till element is visible", inputs: { element: "Home tab" } },
        ],
      },
      {
        name: "Search in the mobile app",
        shortDescription: "Opens search, types a query and opens the first result.",
        description:
          "Taps the search tab, types a product name, scrolls the results until the product shows and opens it, checking its title on the product screen.",
        platforms: ["Android", "iOS"],
        steps: [
          { nlp: "Tap on element", inputs: { element: "Search tab" } },
          { nlp: "Enter input into element", inputs: { element: "Mobile search field", input: "trail shoes" } },
          { nlp: "Press Enter key" },
          { nlp: "Scroll down till text is visible", inputs: { text: "Trail Runner 2" } },
          { nlp: "Tap on element with text", inputs: { text: "Trail Runner 2" } },
          {
            nlp: "Verify text of element is",
            inputs: { element: "Mobile product title", "expected text": "Trail Runner 2" },
          },
        ],
      },
      {
        name: "Check the app offline",
        shortDescription: "Turns Wi-Fi off, checks the offline banner and turns it back on.",
        description:
          "Proves the app degrades politely: switches Wi-Fi off on the device, pulls to refresh, verifies the offline message and restores the network.",
        platforms: ["Android"],
        steps: [
          { nlp: "Turn off Wi-Fi" },
          { nlp: "Swipe down on screen" },
          { nlp: "Verify text is present on the page", inputs: { text: "You are offline" } },
          { nlp: "Turn on Wi-Fi" },
        ],
      },
    ],
  },
  {
    id: "api-check-flows",
    title: "API check flows",
    shortDescription: "Authenticate, call and assert REST endpoints.",
    description:
      "Reusable API groups: get a token, check a resource's JSON, create and delete a record, and assert the error body of a bad request. They run in any test case, web or mobile, without a browser.",
    usageCount: 5100,
    stepGroups: [
      {
        name: "Get an access token",
        shortDescription: "Signs in through the API and stores the bearer token.",
        description:
          "Posts the credentials to the token endpoint, checks the 200 status and stores the access token for the Authorization header of later requests.",
        platforms: ["Web", "Android", "iOS"],
        steps: [
          { nlp: "Set request header", inputs: { header: "Content-Type", value: "application/json" } },
          { nlp: "Set request body", inputs: { body: '{"email":"{email}","password":"{password}"}' } },
          { nlp: "Send POST request", inputs: { url: `${demo.api}/auth/token` } },
          { nlp: "Verify API response status code is", inputs: { "status code": "200" } },
          { nlp: "Store JSON path value into variable", inputs: { "json path": "$.access_token", variable: "token" } },
        ],
      },
      {
        name: "Check a product through the API",
        shortDescription: "Gets a product and checks its JSON fields.",
        description:
          "Requests a product by id with the stored token and checks the status, the name and that the price is a positive number, all within half a second.",
        platforms: ["Web", "Android", "iOS"],
        steps: [
          { nlp: "Set bearer token", inputs: { token: "{token}" } },
          { nlp: "Send GET request", inputs: { url: `${demo.api}/products/1042` } },
          { nlp: "Verify API response status code is", inputs: { "status code": "200" } },
          { nlp: "Verify JSON path value is", inputs: { "json path": "$.name", "expected value": "Trail Runner 2" } },
          { nlp: "Verify JSON path value is greater than", inputs: { "json path": "$.price", number: "0" } },
          { nlp: "Verify response time is less than", inputs: { milliseconds: "500" } },
        ],
      },
      {
        name: "Create and delete a record",
        shortDescription: "Creates a wish-list entry, checks it and deletes it.",
        description:
          "A round trip that leaves no data behind: creates a wish-list entry, reads its id, deletes it and checks that a second read answers 404.",
        platforms: ["Web", "Android", "iOS"],
        steps: [
          { nlp: "Set bearer token", inputs: { token: "{token}" } },
          { nlp: "Set request body", inputs: { body: '{"productId":1042}' } },
          { nlp: "Send POST request", inputs: { url: `${demo.api}/wishlist` } },
          { nlp: "Store JSON path value into variable", inputs: { "json path": "$.id", variable: "entryId" } },
          { nlp: "Send DELETE request", inputs: { url: `${demo.api}/wishlist/{entryId}` } },
          { nlp: "Verify API response status code is", inputs: { "status code": "204" } },
          { nlp: "Send GET request", inputs: { url: `${demo.api}/wishlist/{entryId}` } },
          { nlp: "Verify API response status code is", inputs: { "status code": "404" } },
        ],
      },
      {
        name: "Check a validation error response",
        shortDescription: "Sends a bad request and checks the error body.",
        description:
          "Sends an order without items and verifies the 400 status and the message, so error handling stays part of the regression suite.",
        platforms: ["Web", "Android", "iOS"],
        steps: [
          { nlp: "Set bearer token", inputs: { token: "{token}" } },
          { nlp: "Set request body", inputs: { body: '{"items":[]}' } },
          { nlp: "Send POST request", inputs: { url: `${demo.api}/orders` } },
          { nlp: "Verify API response status code is", inputs: { "status code": "400" } },
          { nlp: "Verify JSON path value contains", inputs: { "json path": "$.message", text: "at least one item" } },
        ],
      },
    ],
  },
];
