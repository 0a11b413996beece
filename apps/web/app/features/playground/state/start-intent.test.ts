import { describe, expect, it } from "vitest";
import { encodeShare } from "../engine/share";
import { emptyProject, SAMPLE_ELEMENTS, SIGN_IN_TEST } from "./sample-project";
import { applyStartIntent } from "./start-intent";

const at = (path: string) => new URL(path, "https://site.test");

describe("what the address opens", () => {
  it("opens a shared test from #t=", async () => {
    const code = encodeShare(SIGN_IN_TEST, SAMPLE_ELEMENTS);
    const start = await applyStartIntent(emptyProject(), at(`/playground#t=${code}`));
    const opened = start.project.tests.find((test) => test.id === start.testId);
    expect(opened?.name).toBe(SIGN_IN_TEST.name);
    expect(start.project.elements.map((element) => element.name)).toEqual([
      "Email field",
      "Password field",
      "Sign in button",
      "Signed-in user",
    ]);
    expect(start.notice?.tone).toBe("info");
  });

  it("opens the sample project with a clear message for a damaged link", async () => {
    const code = encodeShare(SIGN_IN_TEST, SAMPLE_ELEMENTS);
    const start = await applyStartIntent(emptyProject(), at(`/playground#t=${code.slice(0, 40)}x`));
    expect(start.project.name).toBe("Sample project");
    expect(start.notice).toEqual({ tone: "error", text: expect.stringMatching(/damaged|cannot open/) });
    expect(start.notice?.text).toContain("The sample project is open instead.");
  });

  it("adds a new test holding the NLP of ?nlp=, ready to fill in", async () => {
    const start = await applyStartIntent(emptyProject(), at("/playground?nlp=verify-text-of-element-is"));
    const test = start.project.tests.find((candidate) => candidate.id === start.testId);
    expect(test?.type === "web" && test.steps.map((step) => [step.nlpId, step.inputs])).toEqual([
      ["verify-text-of-element-is", {}],
    ]);
    expect(start.notice?.text).toContain('"Verify text of element is"');
  });

  it("says so when ?nlp= names an NLP the playground cannot run, and changes nothing", async () => {
    const project = emptyProject();
    const start = await applyStartIntent(project, at("/playground?nlp=pinch-in-on-screen"));
    expect(start.project).toBe(project);
    expect(start.notice?.tone).toBe("error");
  });
});
