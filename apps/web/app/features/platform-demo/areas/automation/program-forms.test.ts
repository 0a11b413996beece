import { describe, expect, it } from "vitest";
import { failureFromIssues } from "~/components/form/use-validated-form";
import { sampleProject } from "~/features/playground";
import { programElementFormSchema, programTestSchema, testRunMessage } from "./program-forms";

const valid = {
  name: "Calculate order check digit",
  language: "JavaScript",
  "inputName-0": "orderNumber",
  "inputType-0": "Text",
  "outputName-0": "checkDigit",
  "outputType-0": "Number",
  code: "function run({ orderNumber }) { return { checkDigit: 7 }; }",
  timeoutSeconds: "30",
};
const messages = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, values: unknown) => {
  const result = schema.safeParse(values) as { success: boolean; error?: { issues: [] } };
  return result.success ? {} : failureFromIssues(result.error?.issues ?? []).fields;
};

describe("Create Program Element", () => {
  it("reads the docs' example: inputs and outputs with their types", () => {
    expect(programElementFormSchema([]).parse(valid)).toEqual({
      name: "Calculate order check digit",
      language: "JavaScript",
      inputs: [{ name: "orderNumber", type: "Text" }],
      outputs: [{ name: "checkDigit", type: "Number" }],
      code: valid.code,
      timeoutSeconds: 30,
    });
  });

  it("puts each message on its field", () => {
    const schema = programElementFormSchema(["Calculate order check digit"]);
    expect(
      messages(schema, {
        ...valid,
        language: "",
        "inputName-0": "order number",
        "inputName-3": "",
        "outputName-0": "checkDigit",
        "outputName-1": "checkDigit",
        code: " ",
        timeoutSeconds: "0",
      }),
    ).toEqual({
      name: "A program element with this name already exists",
      language: "Choose Java or JavaScript",
      "inputName-0": "Start with a letter; use letters, digits and underscores",
      "inputName-3": "Enter the input's name",
      "outputName-1": "Another output is named checkDigit",
      code: "Write the element's code",
      timeoutSeconds: "Enter 1 to 300 seconds",
    });
    expect(messages(schema, { ...valid, name: "", timeoutSeconds: "ten" })).toMatchObject({
      name: "Enter the action as a step would read it",
      timeoutSeconds: "Enter the timeout in seconds",
    });
  });
});

describe("Test", () => {
  const element = sampleProject().automation.programElements[0];
  if (!element) throw new Error("the sample holds the docs' program element");

  it("asks a value for each input, of its type", () => {
    const schema = programTestSchema([...element.inputs, { name: "copies", type: "Number" }]);
    expect(messages(schema, { orderNumber: " ", copies: "two" })).toEqual({
      orderNumber: "Enter a value for orderNumber",
      copies: "copies is a Number: enter digits, such as 104",
    });
  });

  it("says what Run Test would run, where and with which values, and that nothing left the browser", () => {
    expect(testRunMessage(element, { orderNumber: "NW-2026-104" })).toBe(
      'Run Test would run Calculate order check digit (JavaScript) on the Ignitest servers, in a sandbox, with orderNumber = "NW-2026-104", stopping it after 30\u00a0s, and show checkDigit, or the error and its line. This demo does not leave the browser: nothing was sent, and no code was run.',
    );
  });
});
