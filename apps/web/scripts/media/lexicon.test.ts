import { describe, expect, it } from "vitest";
import { pronounced } from "./lexicon";
import { spoken } from "./speech";

/** Issue 29, item 4: the voice says the product's terms right; captions keep them as written. */
describe("the lessons' pronunciation lexicon", () => {
  it("respells the product's terms for the voice, whole words only and case as written", () => {
    expect(pronounced("Copy the XPath of the field")).toBe("Copy the ex path of the field");
    expect(pronounced("an iOS app sends JSON to the API")).toBe("an eye oh ess app sends jay son to the A P I");
    expect(pronounced("Add the NLPs to the CI/CD job")).toBe("Add the N L Peas to the C I C D job");
    // Not inside longer words, and not another casing.
    expect(pronounced("APIary RAPID api")).toBe("APIary RAPID api");
    expect(pronounced("a CIFS share")).toBe("a CIFS share");
  });

  it("is what the voice is given, so the speech cache follows it", () => {
    expect(spoken("Log the defect in Jira.")).toBe("Log the defect in jeera.");
  });
});
