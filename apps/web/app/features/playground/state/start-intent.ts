/**
 * What the address asks the playground to open: a shared test (`#t=…`) or a
 * catalogue NLP ready to fill in (`?nlp=<id>`, from the NLP pages' "Try this NLP").
 * A damaged link opens the sample project with a message, never a blank page
 * (docs/playground.md#export-and-share).
 */
import { bindingFor } from "../engine";
import type { Project } from "../model";
import { addSharedTest, addStep, addTest } from "./project-actions";
import { sampleProject } from "./sample-project";

export interface StartResult {
  project: Project;
  testId?: string;
  notice?: { tone: "info" | "error"; text: string };
}

export async function applyStartIntent(project: Project, url: URL): Promise<StartResult> {
  const hash = new URLSearchParams(url.hash.replace(/^#/, ""));
  if (hash.has("t")) {
    // Decoding checks the link with the model's schemas: zod loads for a shared link only (docs/performance.md#the-playground).
    const { decodeShare } = await import("../engine/share");
    const shared = decodeShare(hash.get("t"));
    if (!shared.ok) {
      return {
        project: sampleProject(),
        notice: { tone: "error", text: `${shared.message} The sample project is open instead.` },
      };
    }
    const [next, test] = addSharedTest(project, shared.test, shared.elements);
    return { project: next, testId: test.id, notice: { tone: "info", text: `Opened the shared test "${test.name}".` } };
  }
  const nlpId = url.searchParams.get("nlp");
  if (nlpId) {
    const binding = bindingFor(nlpId);
    if (!binding) {
      return {
        project,
        notice: {
          tone: "error",
          text: `The playground cannot run the NLP "${nlpId}" yet. Add a step from the ones it can run with "Add step".`,
        },
      };
    }
    const [withTest, test] = addTest(project, "shop", `Try ${binding.name}`);
    const [next] = addStep(withTest, test.id, binding.nlpId);
    return {
      project: next,
      testId: test.id,
      notice: { tone: "info", text: `Added the step "${binding.name}" to a new test: fill in its inputs.` },
    };
  }
  return { project };
}
