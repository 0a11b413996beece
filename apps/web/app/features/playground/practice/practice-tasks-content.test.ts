import { describe, expect, it } from "vitest";
import { practiceTasks } from "../../../../../../content/academy/practice-tasks";
import { formatLocator } from "../engine/locator-format";
import { sampleProject } from "../state/sample-project";
import { runOf } from "../test/practice-fixtures";
import { checkPractice } from "./check-practice";
import { PracticeTasksSchema } from "./practice-task-schema";

/** The practice tasks' content check (docs/product/academy-practice.md). */
describe("content/academy/practice-tasks.ts", () => {
  it("parses: six tasks numbered in order, each requirement with its words", () => {
    const parsed = PracticeTasksSchema.safeParse(practiceTasks);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });

  it("ends every task with a run the checker reads, and says what is missing in words of its own", () => {
    for (const task of practiceTasks) {
      expect(task.requirements.some((requirement) => requirement.kind === "run")).toBe(true);
      const missing = task.requirements.map((requirement) => requirement.missing);
      expect(new Set(missing).size).toBe(missing.length);
    }
  });

  it("is not passed by a test of the sample project, even run green on both viewports", () => {
    const sample = sampleProject();
    const runs = sample.tests.flatMap((test) => [runOf(test), runOf(test, { viewport: "phone" })]);
    const project = { ...sample, runs };
    for (const task of practiceTasks) {
      for (const test of project.tests) {
        expect(checkPractice(task, project, test.id).passed).toBe(false);
      }
    }
    // The sample's locators stay ones the tasks can name (a sanity check of the fixtures' kinds).
    expect(project.elements.map((element) => formatLocator(element.locator))).toContain("testId=cart-total");
  });
});
