// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${param.name} is the docs' placeholder syntax
/**
 * The sample project's automation (docs/playground.md#automation): a global
 * and a project variable, a data set of the search test's categories, the
 * sign-in steps as a step group with parameters, and labels on the web tests,
 * so the Platform demo's Test Development area opens on something to read.
 * The sample tests themselves do not use them: they run as before.
 */
import type { ProjectAutomation, ScriptSettings } from "../model";

const settings = (labels: string[]): ScriptSettings => ({
  labels,
  variables: [],
  onIterationFailure: "Continue with next row",
  dependsOn: [],
  runPostCondition: "Always",
});

/** Labels of the sample's web tests, by test id. */
export const SAMPLE_SETTINGS: Record<string, ScriptSettings> = {
  "test-sign-in": settings(["smoke", "account"]),
  "test-search": settings(["smoke", "search"]),
  "test-cart-total": settings(["checkout"]),
};

export function sampleAutomation(): ProjectAutomation {
  return {
    variables: [
      { scope: "global", name: "supportEmail", value: "support@gearbox.test", masked: false },
      { scope: "project", name: "shopEmail", value: "demo@gearbox.test", masked: false },
      { scope: "project", name: "shopPassword", value: "Passw0rd!", masked: true },
    ],
    dataSets: [
      {
        id: "ds-categories",
        name: "Shop categories",
        columns: ["term", "count"],
        rows: [
          { term: "Keyboards", count: "2" },
          { term: "Monitors", count: "2" },
          { term: "Mice", count: "1" },
        ],
      },
    ],
    stepGroups: [
      {
        id: "sg-sign-in",
        name: "Sign in",
        description: "Starts anywhere in the shop; ends on Products, signed in.",
        parameters: [
          { name: "email", type: "Text", defaultValue: "", required: true, description: "The account's e-mail." },
          { name: "password", type: "Secret", defaultValue: "", required: true, description: "Its password." },
        ],
        steps: [
          { id: "sg1", nlpId: "navigate-to-url", inputs: { url: "/playground/apps/shop/" }, disabled: false },
          {
            id: "sg2",
            nlpId: "enter-input-into-element",
            inputs: { element: "el-email", input: "${param.email}" },
            disabled: false,
          },
          {
            id: "sg3",
            nlpId: "enter-input-into-element",
            inputs: { element: "el-password", input: "${param.password}" },
            disabled: false,
          },
          { id: "sg4", nlpId: "click-on-element", inputs: { element: "el-sign-in" }, disabled: false },
        ],
      },
    ],
    programElements: [
      {
        id: "pe-check-digit",
        name: "Calculate order check digit",
        language: "JavaScript",
        inputs: [{ name: "orderNumber", type: "Text" }],
        outputs: [{ name: "checkDigit", type: "Number" }],
        code: CHECK_DIGIT_CODE,
        timeoutSeconds: 30,
      },
    ],
  };
}

/** The example of content/docs/repository/program-elements.md, as its docs write it. */
const CHECK_DIGIT_CODE = [
  "function run({ orderNumber }) {",
  '  const digits = orderNumber.replace(/\\D/g, "").split("").map(Number);',
  "  const sum = digits.reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);",
  "  return { checkDigit: (10 - (sum % 10)) % 10 };",
  "}",
].join("\n");
